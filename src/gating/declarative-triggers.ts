import type { Feature } from '../core/consent-manager';
import { isCategoryName } from '../core/categories';
import { CATEGORY_NOT_FOUND } from '../core/errors';

export const TRIGGER_ATTRIBUTE = 'data-consent-action';

/**
 * `data-consent-action` anywhere in the page: open-dialog, accept-all, reject-all, set-consent (+ data-category,
 * and data-value="false" to withdraw). One delegated click listener on the document.
 */
export const declarativeTriggers: Feature = (manager) => {
  const doc = globalThis.document;
  if (!doc) return () => {};
  const onClick = (event: Event) => {
    const trigger = event.composedPath().find((node): node is Element =>
      node instanceof Element && node.hasAttribute(TRIGGER_ATTRIBUTE),
    );
    if (!trigger) return;
    const action = trigger.getAttribute(TRIGGER_ATTRIBUTE);
    const fail = (message: string) => manager.reportError({ code: 'CONFIG_ERROR', message });
    if (trigger instanceof HTMLAnchorElement || trigger.getAttribute('href') !== null) event.preventDefault();
    switch (action) {
      case 'open-dialog':
        return manager.setIsPrivacyDialogOpen(true);
      case 'accept-all':
        return void manager.saveConsents('all');
      case 'reject-all':
        return void manager.saveConsents('necessary');
      case 'set-consent': {
        const category = trigger.getAttribute('data-category');
        if (!category) return fail('A set-consent button action requires a category (data-category)');
        if (!isCategoryName(category)) return fail(`${CATEGORY_NOT_FOUND}: "${category}" (data-category)`);
        return void manager.setConsent(category, trigger.getAttribute('data-value') !== 'false');
      }
      default:
        return fail(
          `Unknown data-consent-action "${action}" (expected open-dialog, accept-all, reject-all or set-consent)`,
        );
    }
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
};
