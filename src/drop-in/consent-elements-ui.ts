/**
 * The drop-in's UI chunk (React, r2wc, views, styles), fetched only when a visitor must see what only React shows.
 * Built with page/singleton.ts replaced by global-manager.ts, so it shares the store the drop-in core created; how
 * its modules split from the banner's first paint is the build's (scripts/rollup/ui-chunks.mjs).
 */
import './version-check';
export { preloadDialog } from '../react/dialog/dialog-on-demand';
import '../../elements/index';
