import type { Translations } from '../i18n/types';
import type { LegalLinks } from '../core/compliance/options';

const ORDER = ['privacyPolicy', 'cookiePolicy', 'termsOfService'] as const;

export interface LegalLink {
  key: (typeof ORDER)[number];
  href: string;
  label: string;
}

/** The configured links in a fixed order, labelled in the current language; shared by every view. */
export function legalLinkList(links: LegalLinks | null | undefined, t: Translations): LegalLink[] {
  if (!links) return [];
  const label = (key: LegalLink['key']) => t.legalLinks?.[key] ?? key;
  return ORDER.filter((key) => links[key]).map((key) => ({ key, href: links[key]!, label: label(key) }));
}
