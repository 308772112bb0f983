/**
 * The drop-in's UI chunk (React, r2wc, views, styles), fetched only when a visitor must see what only React shows.
 * It hands the elements the manager the drop-in core created (global-manager.ts), so it bundles no second core; how
 * its modules split from the banner's first paint is the build's (`uiChunks` in rollup.config.mjs).
 */
import './version-check';
import { corePage } from './global-manager';
import { connectElements } from '../../elements/page-connection';
import '../../elements/static-views';
import '../../elements/tags';

export { preloadDialog } from '../react/dialog/dialog-on-demand';

connectElements(corePage);
