import type { Feature } from '../core/consent-manager';
import { booleanAttribute } from '../core/boolean-attribute';
import { isCategoryName } from '../core/categories';
import { CATEGORY_NOT_FOUND } from '../core/errors';

export const TRIGGER_ATTRIBUTE = 'data-consent-action';

/**
 * `data-consent-action` anywhere in the page: open-dialog, accept-all, reject-all, set-consent (+ data-category,
 * and data-value="false" to withdraw, read as our boolean attributes are: "FALSE" too). One delegated click listener
 * on the document. The granting actions (accept-all, set-consent) work only with the option
 * `grantingTriggers: true`: HTML sanitisers keep `data-*` attributes, so a comment could otherwise carry a disguised
 * button that grants consent on one click. Withdrawing through set-consent (data-value="false") grants nothing and
 * always works.
 */
export const declarativeTriggers: Feature = (manager) => {
  const doc = globalThis.document;
  if (!doc) return () => {};
  const onClick = (event: Event) => {
    const trigger = event
      .composedPath()
      .find((node): node is Element => node instanceof Element && node.hasAttribute(TRIGGER_ATTRIBUTE));
    if (!trigger) return;
    const action = trigger.getAttribute(TRIGGER_ATTRIBUTE);
    const fail = (message: string) => manager.reportError({ code: 'CONFIG_ERROR', message });
    const refused = () =>
      fail(`data-consent-action="${action}" grants consent only with the option grantingTriggers: true`);
    const granting = manager.config.grantingTriggers;
    if (trigger instanceof HTMLAnchorElement || trigger.getAttribute('href') !== null) event.preventDefault();
    switch (action) {
      case 'open-dialog':
        return manager.setIsPrivacyDialogOpen(true);
      case 'accept-all':
        return granting ? void manager.saveConsents('all') : refused();
      case 'reject-all':
        return void manager.saveConsents('necessary');
      case 'set-consent': {
        const category = trigger.getAttribute('data-category');
        if (!category) return fail('A set-consent button action requires a category (data-category)');
        if (!isCategoryName(category)) return fail(`${CATEGORY_NOT_FOUND}: "${category}" (data-category)`);
        const grant = booleanAttribute(trigger.getAttribute('data-value'), true);
        return grant && !granting ? refused() : void manager.setConsent(category, grant);
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
