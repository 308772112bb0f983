/**
 * The drop-in's UI chunk (React, r2wc, views, styles), fetched only when a visitor must see something.
 * Built with core/singleton.ts replaced by global-manager.ts, so it shares the store the drop-in core created.
 */
import '../../elements/index';
