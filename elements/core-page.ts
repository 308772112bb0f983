import type { PageAccess, PageObject } from '../src/core/page-object';
import { pageSlot, STORE_SLOT } from '../src/core/page-slot';

const shared = () => pageSlot<PageObject>(STORE_SLOT)!;

/**
 * The page of the drop-in's UI chunk (src/drop-in/consent-elements-ui.ts): the manager and loading bar the drop-in
 * core created, found in the page object, so the UI chunk bundles no second core.
 */
export const corePage: PageAccess = { manager: () => shared().manager!, loadingBar: () => shared().loadingBar! };
