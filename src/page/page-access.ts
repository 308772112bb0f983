import type { PageAccess } from '../core/page-object';
import { yieldToMain } from '../core/yield-to-main';
import { getConsentManager, getLoadingBar } from './singleton';
import { startPlan } from './start-plan';

/**
 * What the ESM entries hand down to the elements and views: this page's manager and loading bar, and when to ask
 * for it: a returning visit may leave the manager's creation to the next task (`startPlan`). A first visit's banner
 * needs no file first: define's entry carries the painter and the strings' code (`bundleStrings`).
 */
export const pageAccess: PageAccess = {
  manager: getConsentManager,
  loadingBar: getLoadingBar,
  whenStarting: (run) => (startPlan(document).wait ? void yieldToMain().then(run) : run()),
};
