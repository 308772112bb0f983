/**
 * Imported first by the drop-in's files that the entry loads on demand (banner-shell.ts, consent-elements-ui.ts),
 * so it runs before anything of theirs does: a file loaded by the entry of another version (a host serving a stale
 * or a newer copy under the name this build gave it) throws here, its import rejects, and the entry's loader reports a
 * `consent-error` (`RENDER_ERROR`, this message as the cause) instead of running code that expects another store.
 */
import type { PageObject } from '../core/page-object';
import { pageSlot, STORE_SLOT } from '../core/page-slot';
import { VERSION } from '../core/version';

const entry = pageSlot<PageObject>(STORE_SLOT)?.version;
if (entry && entry !== VERSION) {
  throw new Error(`consent-elements.js ${entry} loaded a file of ${VERSION}: serve one version's dist/cdn/ whole`);
}
