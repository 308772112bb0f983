import type { ConsentManager } from '../core/consent-manager';
import { TRIGGER_ATTRIBUTE } from './declarative-triggers';

const LINKS = `[${TRIGGER_ATTRIBUTE}="open-dialog"]`;
const LABEL = 'data-consent-label';

/**
 * Gives every blank "Your Privacy Choices" link (a `data-consent-action="open-dialog"` trigger with no text of its
 * own, an icon at most) its label, `common.privacyChoices`, in the visitor's language: a span the trigger keeps,
 * updated when the language changes, marked with the language for screen readers. Links added later are labelled
 * too. Loads the strings if nothing else has. Returns what stops following.
 */
export function labelPrivacyLinks(manager: ConsentManager, doc: Document): () => void {
  const label = () => {
    const { translations, language } = manager.getState();
    for (const link of doc.querySelectorAll(LINKS)) {
      let span = link.querySelector(`[${LABEL}]`);
      if (!span && link.textContent!.trim()) continue; // the site wrote its own text
      if (!translations) return void manager.loadTranslations().catch(() => {});
      if (!span) link.append((span = doc.createElement('span')));
      span.setAttribute(LABEL, '');
      span.setAttribute('lang', language);
      const text = translations.common.privacyChoices;
      if (span.textContent !== text) span.textContent = text;
    }
  };
  label();
  const observer = new MutationObserver(label);
  observer.observe(doc, { childList: true, subtree: true });
  const unsubscribe = manager.subscribe((next, prev) => {
    if (next.translations !== prev.translations) label();
  });
  return () => {
    observer.disconnect();
    unsubscribe();
  };
}
