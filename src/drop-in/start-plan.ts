import { isCrawler } from '../core/compliance/bots';
import { startingPoint } from '../page/singleton';
import { startsLater } from '../page/start-later';

/**
 * When the drop-in starts the page's manager: in the next task (`wait`, `startsLater`, which define's elements ask
 * too), and whether the banner's files go first (its renderer and strings; define's entry carries both).
 */
export interface StartPlan {
  wait: boolean;
  banner: boolean;
}

/**
 * From one look at the options and the stored decision: a first visit requests the banner's files before the manager
 * is even created, so that their download and compilation overlap its start-up (unless `policies` may decide that
 * the region needs none, or a crawler gets none); a returning visit may leave the start to the next task
 * (`startsLater`). A config that does not check is reported by the start, at once.
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
  if (decided) return { wait: startsLater(doc, point), banner: false };
  const crawler = config.hideFromBots && isCrawler(globalThis.navigator?.userAgent ?? '');
  return { wait: false, banner: !config.policies && !crawler };
}
