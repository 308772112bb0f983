import { useId } from 'react';
import type { CookieDeclaration } from '../../core/cookie-declaration';
import type { ServiceConsents, ServiceDefinition } from '../../core/services';
import { formatMessage } from '../../i18n/format-message';
import type { Translations } from '../../i18n/translation-types';
import { Switch } from './switch';

interface ServiceListProps {
  services: readonly ServiceDefinition[];
  selected: ServiceConsents;
  /** Necessary services, or a category Global Privacy Control turned off: shown, locked. */
  locked: boolean;
  hidden: boolean;
  id: string;
  translations: Translations;
  declaration?: CookieDeclaration | string | null;
  onChange(id: string, value: boolean): void;
}

/** A category's services, each with its switch, description, cookies and privacy link; collapsed with its category. */
export function ServiceList({ services, hidden, id, ...props }: ServiceListProps) {
  return (
    <ul part="services" className="services" id={id} hidden={hidden}>
      {services.map((service) => (
        <ServiceItem key={service.id} service={service} {...props} />
      ))}
    </ul>
  );
}

function ServiceItem({
  service,
  selected,
  locked,
  translations: t,
  declaration,
  onChange,
}: Omit<ServiceListProps, 'services' | 'hidden' | 'id'> & { service: ServiceDefinition }) {
  const id = useId();
  const declared =
    declaration && typeof declaration == 'object'
      ? (declaration.categories[service.category] ?? []).filter((item) => item.provider === service.name)
      : [];
  const cookies = [...new Set([...(service.cookies ?? []), ...declared.map((item) => item.name)])];
  const checked = !locked && selected[service.id] === true;
  const on = service.category == 'necessary' || checked;
  return (
    <li part="service" className="service" data-service={service.id}>
      <div className="service-header">
        <span part="service-title" className="service-title" id={`${id}-title`}>
          {service.name}
        </span>
        <Switch
          part="service-switch"
          checked={on}
          locked={locked}
          label={formatMessage(t.common.allowCategory, { category: service.name })}
          describedBy={service.description ? `${id}-description` : undefined}
          data={{ 'data-service': service.id }}
          onToggle={() => onChange(service.id, !checked)}
        />
      </div>
      {service.description && (
        <p part="service-description" className="service-description description" id={`${id}-description`}>
          {service.description}
        </p>
      )}
      {!!cookies.length && (
        <p part="service-cookies" className="service-cookies description">
          {formatMessage(t.cookieDeclaration.caption, { category: service.name })}: <code>{cookies.join(', ')}</code>
        </p>
      )}
      {service.privacyPolicy && (
        <a part="service-link" className="service-link" href={service.privacyPolicy} target="_blank" rel="noopener">
          {t.legalLinks.privacyPolicy}
        </a>
      )}
    </li>
  );
}
