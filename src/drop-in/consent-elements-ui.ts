/**
 * The drop-in's UI chunk (React, r2wc, views, styles), fetched only when a visitor must see what only React shows.
 * It hands the elements the manager the drop-in core created (elements/connect-core.ts), so it bundles no second
 * core; how its modules split from the banner's first paint is the build's (scripts/rollup/ui-chunks.mjs).
 */
import './version-check';
import '../../elements/connect-core';
import '../../elements/static-views';
import '../../elements/tags';

/** Fetches the dialog's view (the banner without React asks for it before Customize opens the dialog). */
export { preloadDialog } from '../../elements/views';
