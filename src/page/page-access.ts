import type { PageAccess } from '../core/page-object';
import { yieldToMain } from '../core/yield-to-main';
import { getConsentManager, getLoadingBar } from './singleton';
import { startsLater } from './start-later';

/**
 * What the ESM entries hand down to the elements and views: this page's manager and loading bar, and when to ask
 * for it: a returning visit may leave the manager's creation to the next task (`startsLater`). A first visit's banner
 * needs no file first: define's entry carries the painter and the strings' code (`bundleStrings`), so none of the
 * drop-in's early requests (`startPlan`) apply.
 */
export const pageAccess: PageAccess = {
  manager: getConsentManager,
  loadingBar: getLoadingBar,
  whenStarting: (run) => (startsLater(document) ? void yieldToMain().then(run) : run()),
};
