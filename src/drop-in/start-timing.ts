import { isCrawler } from '../core/compliance/bots';
import { actsAtOnce, startingPoint } from '../page/singleton';
import { PAINTED_ATTRIBUTE } from '../ui/banner/painted-banner';

/** When the drop-in starts the page's manager: in the next task (`wait`), and whether the banner's files go first. */
export interface StartPlan {
  wait: boolean;
  banner: boolean;
}

/**
 * Whether this may be the parser's task: DOMContentLoaded is still to come (Chromium fires it in the task that runs
 * the deferred and module scripts, after the parser's last chunk).
 */
function inParserTask(): boolean {
  const [navigation] = globalThis.performance?.getEntriesByType?.('navigation') ?? [];
  return (navigation as PerformanceNavigationTiming | undefined)?.domContentLoadedEventStart === 0;
}

/**
 * A first visit requests the banner's files before the manager is even created, so that their download and
 * compilation overlap its start-up (unless `policies` may decide that the region needs none, or a crawler gets
 * none). A returning visit's deferred script leaves the start to the next task: it runs in the parser's last task,
 * with the other deferred scripts and DOMContentLoaded, and the start-up there made that a long task. The page sees
 * no difference meanwhile: `getConsentManager()` creates the manager when first asked, and the managed scripts start
 * one task later in any case. It starts at once when its options put something in place that a later script can meet
 * (the request blocker, GPP's stub, vendors' states), while the document is parsed (a classic script in `<head>`
 * runs before the page's own scripts), from a task of its own (nothing to gain), and with a banner painted by a
 * server (it must go before the next frame when no longer needed). A config that does not check is reported by the
 * start, at once.
 */
export function startPlan(doc: Document): StartPlan {
  let point;
  try {
    point = startingPoint();
  } catch {
    return { wait: false, banner: false };
  }
  if (!point) return { wait: false, banner: false };
  const { config, decided } = point;
  if (!decided) {
    const crawler = config.hideFromBots && isCrawler(globalThis.navigator?.userAgent ?? '');
    return { wait: false, banner: !config.policies && !crawler };
  }
  const parsed = doc.readyState !== 'loading' && inParserTask();
  return {
    wait: parsed && !actsAtOnce(config) && !doc.querySelector(`consent-banner[${PAINTED_ATTRIBUTE}]`),
    banner: false,
  };
}
