import type { PageAccess } from '../core/page-object';
import { yieldToMain } from '../core/yield-to-main';
import { getConsentManager, getLoadingBar } from './singleton';
import { startsLater } from './start-later';

/** What the ESM entries hand down to the elements and views: this page's manager and loading bar, and when to ask. */
export const pageAccess: PageAccess = {
  manager: getConsentManager,
  loadingBar: getLoadingBar,
  whenStarting: (run) => (startsLater(document) ? void yieldToMain().then(run) : run()),
};
