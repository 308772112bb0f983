import { PAINTED_ATTRIBUTE } from '../ui/banner/painted-banner';
import { actsAtOnce, startingPoint, type StartingPoint } from './singleton';

/**
 * Whether this may be the parser's task: DOMContentLoaded is still to come (Chromium fires it in the task that runs
 * the deferred and module scripts, after the parser's last chunk).
 */
function inParserTask(): boolean {
  const [navigation] = globalThis.performance?.getEntriesByType?.('navigation') ?? [];
  return (navigation as PerformanceNavigationTiming | undefined)?.domContentLoadedEventStart === 0;
}

/**
 * Whether the page's manager may be created in the next task rather than now. A deferred or module script runs in
 * the parser's last task, with the other deferred scripts and DOMContentLoaded, and a returning visit's start-up
 * there made that a long task. The page sees no difference meanwhile: `getConsentManager()` creates the manager when
 * first asked, and the managed scripts start one task later in any case. Only on a returning visit (a decision
 * stored or mirrored) whose options put nothing in place that a later script can meet (the request blocker, GPP's
 * stub, vendors' states, a store global: `actsAtOnce`); not while the document is parsed (a classic script in
 * `<head>` runs before the page's own scripts), not from a task of its own (nothing to gain), not with a banner
 * painted by a server (it must go before the next frame when no longer needed). A config that does not check is
 * reported by the start, at once.
 */
export function startsLater(doc: Document, point?: StartingPoint): boolean {
  try {
    point ??= startingPoint();
  } catch {
    return false;
  }
  return (
    !!point?.decided &&
    doc.readyState !== 'loading' &&
    inParserTask() &&
    !actsAtOnce(point.config) &&
    !doc.querySelector(`consent-banner[${PAINTED_ATTRIBUTE}]`)
  );
}
