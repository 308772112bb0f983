import { inParserTask } from '../core/yield-to-main';
import { PAINTED_ATTRIBUTE } from '../ui/banner/painted-banner';

/**
 * Whether the drop-in's script may leave the manager's start to the next task: a deferred script runs in the
 * parser's last task, with the other deferred scripts and DOMContentLoaded, and a returning visit's start-up there
 * made it a long task. The page sees no difference meanwhile: `getConsentManager()` creates the manager when first
 * asked, the managed scripts start one task later in any case, and the options whose effects must be in place before
 * any later script (the request blocker, GPP's stub, vendors' states) start it at once, as a first visit does
 * (`startsAtOnce`). Not while
 * the document is parsed (a classic script in `<head>` runs before the page's own scripts), not from a task of its
 * own (nothing to gain), not with a banner painted by a server, which must go before the next frame when no longer
 * needed.
 */
export function startMayWait(doc: Document): boolean {
  return (
    doc.readyState !== 'loading' && inParserTask(doc) && !doc.querySelector(`consent-banner[${PAINTED_ATTRIBUTE}]`)
  );
}
