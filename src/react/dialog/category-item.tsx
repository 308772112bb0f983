import { useId, useState } from 'react';
import { fallbackCategoryTitle, isDisabledCategory } from '../../core/categories';
import type { CookieDeclaration } from '../../core/cookie-declaration';
import type { CategoryName } from '../../core/types';
import { formatMessage } from '../../i18n/format-message';
import type { Translations } from '../../i18n/translation-types';
import type { CategoryDeclaration } from './cookie-table';
import type { ServiceConsents, ServiceDefinition } from '../../core/services';
import { ServiceList } from './service-list';
import { Switch } from './switch';

interface CategoryItemProps {
  name: CategoryName;
  checked: boolean;
  /** Turned off by Global Privacy Control: shown off and disabled, with a note saying why. */
  gpc?: boolean;
  translations: Translations;
  /** The `cookieDeclaration` option, and its view once fetched (`useCookieTableView`): tables under descriptions. */
  declaration?: CookieDeclaration | string | null;
  Declaration?: typeof CategoryDeclaration;
  language: string;
  onChange(name: CategoryName, value: boolean): void;
  /** The category's declared services, listed with their switches when it is expanded. */
  services?: readonly ServiceDefinition[];
  selectedServices?: ServiceConsents;
  onServiceChange?(id: string, value: boolean): void;
}

/** One accordion item: a title that expands the description, and a labelled on/off switch. */
export function CategoryItem({
  name,
  checked: selected,
  gpc = false,
  translations,
  declaration,
  Declaration,
  language,
  onChange,
  services = [],
  selectedServices = {},
  onServiceChange,
}: CategoryItemProps) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const always = isDisabledCategory(name);
  const disabled = always || gpc;
  const checked = selected && !gpc;
  const text = translations.consentTypes[name];
  const title = text?.title || fallbackCategoryTitle(name);
  const table = !!Declaration && !!declaration;
  // Shown on or off, a category's switch cannot say that some of its services are refused (a switch has no mixed
  // state): the count beside it, which also describes it, does.
  const allowed = services.filter((service) => always || (!gpc && selectedServices[service.id])).length;
  const count = services.length ? ` ${id}-count` : '';
  return (
    <div part="category" className="category" data-category={name}>
      <div className="category-header">
        <button
          part="category-title"
          type="button"
          className="category-title"
          id={`${id}-title`}
          aria-expanded={expanded}
          aria-controls={[`${id}-description`, table && `${id}-table`, services.length && `${id}-services`]
            .filter(Boolean)
            .join(' ')}
          onClick={() => setExpanded(!expanded)}
        >
          <span className="chevron" aria-hidden="true" />
          {title}
        </button>
        <span className="toggle">
          {always && <span id={`${id}-always`}>{translations.common.alwaysActive}</span>}
          <Switch
            part="switch"
            checked={checked}
            locked={disabled}
            label={formatMessage(translations.common.allowCategory, { category: title })}
            describedBy={(gpc ? `${id}-gpc` : always ? `${id}-always ${id}-description` : `${id}-description`) + count}
            data={{ 'data-category': name }}
            onToggle={() => onChange(name, !checked)}
          />
        </span>
      </div>
      {!!count && (
        <p className="category-description description" id={`${id}-count`}>
          {formatMessage(translations.common.servicesAllowed, {
            allowed: String(allowed),
            total: String(services.length),
          })}
        </p>
      )}
      {gpc && (
        <p part="gpc-note" className="gpc-note description" id={`${id}-gpc`}>
          {translations.globalPrivacyControl.note}
        </p>
      )}
      <p
        part="category-description"
        className="category-description description"
        id={`${id}-description`}
        hidden={!expanded}
      >
        {text?.description}
      </p>
      {table && (
        <Declaration
          id={`${id}-table`}
          option={declaration}
          category={name}
          title={title}
          language={language}
          translations={translations}
          hidden={!expanded}
        />
      )}
      {!!services.length && (
        <ServiceList
          id={`${id}-services`}
          services={services}
          selected={selectedServices}
          locked={disabled}
          hidden={!expanded}
          translations={translations}
          declaration={declaration}
          onChange={onServiceChange!}
        />
      )}
    </div>
  );
}
