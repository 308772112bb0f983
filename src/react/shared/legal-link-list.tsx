import type { LegalLinks } from '../../core/compliance/options';
import type { Translations } from '../../i18n/translation-types';
import { legalLinksMarkup } from '../../ui/legal-links';
import { toReact } from './to-react';

/** The `legalLinks` option's links (src/ui/legal-links.ts, the markup both banners and the dialog render). */
export function LegalLinkList({ links, translations }: { links: LegalLinks | null; translations: Translations }) {
  return legalLinksMarkup(links, translations).map((node, index) => toReact(node, undefined, index));
}
