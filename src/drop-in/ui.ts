/**
 * The drop-in's UI chunk (React, r2wc, views, styles), fetched only when a visitor must see something.
 * Built with core/singleton.ts replaced by global-manager.ts, so it shares the store the drop-in core created.
 * It depends on the banner's first paint (re-exported only to keep that dependency): the styles both use then ship
 * once, inside banner-shell.js, and a first paint is one file beside the strings.
 */
export { showBannerShells } from './banner-shell';
// Used by both views loaded on demand (dialog, frame): kept here, so neither needs a third, shared file.
export { isCategoryName } from '../core/categories';
import '../../elements/index';
