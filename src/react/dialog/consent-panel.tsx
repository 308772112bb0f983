import type { ConsentManager } from '../../core/consent-manager';
import type { ConsentState } from '../../core/consent-state';
import type { Translations } from '../../i18n/translation-types';
import { decideFromClick } from '../../ui/click-decision';
import { CategoryItem } from './category-item';
import { useCookieTableView } from './cookie-table-on-demand';
import { LegalLinkList } from '../shared/legal-link-list';
import type { LegalLinks } from '../../core/compliance/options';

const BRANDING_LINKS: Record<string, { label: string; href: string }> = {
  c15t: { label: 'c15t', href: 'https://c15t.com' },
  consent: { label: 'consent.io', href: 'https://consent.io' },
};

interface ConsentPanelProps {
  state: Pick<
    ConsentState,
    'gdprTypes' | 'selectedConsents' | 'selectedServiceConsents' | 'branding' | 'gpc' | 'language'
  > & {
    translations: Translations;
    legalLinks: LegalLinks | null;
  };
  manager: ConsentManager;
  titleId: string;
  descriptionId: string;
  onClose?: () => void;
}

/** The privacy settings content shared by the modal dialog and the inline widget. */
export function ConsentPanel({ state, manager, titleId, descriptionId, onClose }: ConsentPanelProps) {
  const t = state.translations;
  const declaration = manager.config.cookieDeclaration;
  const Declaration = useCookieTableView(declaration !== null);
  const branding =
    state.branding && Object.hasOwn(BRANDING_LINKS, state.branding) ? BRANDING_LINKS[state.branding] : undefined;
  const decide = (type: 'all' | 'necessary' | 'custom') => {
    decideFromClick(manager, type, t.common.saved, state.language);
  };
  return (
    <>
      <div part="header" className="header">
        <h2 part="title" id={titleId} className="title">
          {t.consentManagerDialog.title}
        </h2>
        {onClose && (
          <button part="close-button" type="button" className="close" aria-label={t.common.close} onClick={onClose}>
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              <path d="M3.5 3.5l9 9m0-9l-9 9" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
          </button>
        )}
        <p part="description" id={descriptionId} className="description">
          {t.consentManagerDialog.description}
        </p>
        <LegalLinkList links={state.legalLinks} translations={t} />
      </div>
      <div part="content" className="content">
        {state.gdprTypes.map((name) => (
          <CategoryItem
            key={name}
            name={name}
            checked={state.selectedConsents[name]}
            gpc={state.gpc && manager.config.gpcCategories.includes(name)}
            translations={t}
            declaration={declaration}
            Declaration={Declaration}
            language={state.language}
            onChange={manager.setSelectedConsent}
            services={manager.config.services.filter((service) => service.category == name)}
            selectedServices={state.selectedServiceConsents}
            onServiceChange={manager.setSelectedServiceConsent}
          />
        ))}
      </div>
      <div part="footer" className="footer">
        <div className="footer-actions">
          <button part="reject-button" type="button" className="button" onClick={() => decide('necessary')}>
            {t.common.rejectAll}
          </button>
          <button part="accept-button" type="button" className="button" onClick={() => decide('all')}>
            {t.common.acceptAll}
          </button>
          <button part="save-button" type="button" className="button primary" onClick={() => decide('custom')}>
            {t.common.save}
          </button>
        </div>
        {branding && (
          <a part="branding" className="link branding" href={branding.href} target="_blank" rel="noopener noreferrer">
            {t.common.securedBy} <strong>{branding.label}</strong>
          </a>
        )}
      </div>
    </>
  );
}
