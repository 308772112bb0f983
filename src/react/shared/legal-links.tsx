import { legalLinkList } from '../../ui/legal-links';
import type { LegalLinks } from '../../core/compliance/options';
import type { Translations } from '../../i18n/types';

/** The `legalLinks` option's links; the drop-in's banner without React builds the same (banner-shell-markup.ts). */
export function LegalLinkList({ links, translations }: { links: LegalLinks | null; translations: Translations }) {
  const list = legalLinkList(links, translations);
  if (!list.length) return null;
  return (
    <p part="legal-links" className="legal-links">
      {list.map((link) => (
        <a key={link.key} part="legal-link" className="link" href={link.href} target="_blank" rel="noopener">
          {link.label}
        </a>
      ))}
    </p>
  );
}
