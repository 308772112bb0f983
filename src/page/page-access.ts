import type { PageAccess } from '../core/page-object';
import { shallow } from '../core/shallow';
import { yieldToMain } from '../core/yield-to-main';
import { getConsentManager, getLoadingBar } from './singleton';
import { startPlan } from './start-plan';

/**
 * What the ESM entries hand down to the elements and views: this page's manager and loading bar, and when to ask.
 * A first visit's strings are requested before the manager exists (the banner's renderer is in define's entry), so
 * that their download overlaps its creation; a returning visit may leave the creation to the next task.
 */
export const pageAccess: PageAccess = {
  manager: getConsentManager,
  loadingBar: getLoadingBar,
  whenStarting(run) {
    const { wait, banner } = startPlan(document);
    // From a microtask of its own (shallow), as the language controller will ask; a failure is its to report.
    if (banner) shallow(() => import('../i18n/i18n')).catch(() => {});
    if (wait) void yieldToMain().then(run);
    else run();
  },
};
