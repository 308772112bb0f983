import { pageSlot, STORE_SLOT, type PageAccess, type PageObject } from '../core/page-slot';

function slot(): PageObject {
  const shared = pageSlot<PageObject>(STORE_SLOT);
  if (!shared?.manager) {
    throw new Error('consent-elements: the UI chunk was loaded before consent-elements.js created the store');
  }
  return shared;
}

/**
 * What the drop-in's UI chunk hands down to the elements and views: the manager and loading bar the drop-in core
 * created, read from the page object, so the UI chunk does not bundle the core a second time.
 */
export const corePage: PageAccess = { manager: () => slot().manager!, loadingBar: () => slot().loadingBar! };
