/**
 * The drop-in's UI chunk (React, r2wc, views, styles), fetched only when a visitor must see what only React shows.
 * Built with page/singleton.ts replaced by global-manager.ts, so it shares the store the drop-in core created.
 * It depends on the banner without React (re-exported only to keep that dependency): the styles, the colour scheme
 * and the scroll lock both use then ship once, inside banner-shell.js, and are one module for both.
 */
export { showBannerShells } from './banner-shell';
// Used by both views loaded on demand (dialog, frame): kept here, so neither needs a third, shared file.
export { isCategoryName } from '../core/categories';
export { preloadDialog } from '../react/dialog/dialog-on-demand';
import '../../elements/index';
