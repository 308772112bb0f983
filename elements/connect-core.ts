import { pageSlot, STORE_SLOT, type PageObject } from '../src/core/page-slot';
import { connectElements } from './page-connection';

const shared = () => pageSlot<PageObject>(STORE_SLOT)!;

// The drop-in's UI chunk (src/drop-in/consent-elements-ui.ts) imports this before the tags: they use the manager and
// loading bar the drop-in core created, found in the page object, so the UI chunk bundles no second core.
connectElements({ manager: () => shared().manager!, loadingBar: () => shared().loadingBar! });
