import type { ConsentManager } from '../core/consent-manager';
import { TRIGGER_ATTRIBUTE } from './declarative-triggers';

const LINKS = `[${TRIGGER_ATTRIBUTE}="open-dialog"]`;
const LABEL = 'data-consent-label';

/**
 * Gives every blank "Your Privacy Choices" link (a `data-consent-action="open-dialog"` trigger with no text of its
 * own, an icon at most) its label, `common.privacyChoices`, in the visitor's language: a span the trigger keeps,
 * updated when the language changes, marked with the language for screen readers. It is a US term: the link shows
 * only where the policy in force is opt-out and is `hidden` elsewhere (and while the policy is not known), so an
 * EU visitor never sees it. Links added later are handled too. Loads the strings if nothing else has. Returns what
 * stops following.
 */
export function labelPrivacyLinks(manager: ConsentManager, doc: Document): () => void {
  const label = () => {
    const { translations, language, policy } = manager.getState();
    const shown = policy?.model === 'opt-out';
    for (const link of doc.querySelectorAll(LINKS)) {
      let span = link.querySelector(`[${LABEL}]`);
      if (!span && link.textContent!.trim()) continue; // the site wrote its own text
      if (link.hasAttribute('hidden') === shown) link.toggleAttribute('hidden', !shown);
      if (!shown) continue;
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
    if (next.translations !== prev.translations || next.policy !== prev.policy) label();
  });
  return () => {
    observer.disconnect();
    unsubscribe();
  };
}
