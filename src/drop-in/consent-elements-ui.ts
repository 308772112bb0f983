/**
 * The drop-in's UI chunk (React, r2wc, views, styles), fetched only when a visitor must see what only React shows.
 * It hands the elements the manager the drop-in core created (elements/core-page.ts), so it bundles no second
 * core; how its modules split from the banner's first paint is the build's (scripts/rollup/ui-chunks.mjs).
 */
import './version-check';
// The views before the elements: the module order that compresses best (about 100 B less).
import * as views from '../../elements/views';
import { corePage } from '../../elements/core-page';
import { defineConsentElements } from '../../elements/define-consent-elements';

defineConsentElements({ page: corePage, views });

/** Fetches the dialog's view (the banner without React asks for it before Customize opens the dialog). */
export { preloadDialog } from '../../elements/views';
