import type { Translations } from '../i18n/translation-types';
import type { LegalLinks } from '../core/compliance/options';
import { h, type ElementNode } from './element-tree';

const ORDER = ['privacyPolicy', 'cookiePolicy', 'termsOfService'] as const;

/**
 * The `legalLinks` option's links in a fixed order, labelled in the current language: the markup the banners and
 * the dialog render. None (an empty list) when none is configured.
 */
export function legalLinksMarkup(links: LegalLinks | null, t: Translations): ElementNode[] {
  const keys = ORDER.filter((key) => links?.[key]);
  return keys.length
    ? [
        h(
          'p',
          { part: 'legal-links', class: 'legal-links' },
          ...keys.map((key) =>
            h(
              'a',
              { part: 'legal-link', class: 'link', href: links![key]!, target: '_blank', rel: 'noopener' },
              t.legalLinks?.[key] ?? key,
            ),
          ),
        ),
      ]
    : [];
}
