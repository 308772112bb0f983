import { reportRenderError } from '../src/ui/report-render-error';
import { connectedPage } from './page-connection';
import { paintUntilViews } from './paint-until-views';
import type { Views, ViewsOnDemand } from './view-renderer';

let views: Views | undefined;
let loading: Promise<Views> | undefined;

/**
 * The views and React, fetched the first time an element mounts: a dynamic import that the site's bundler splits,
 * so importing `consent-elements/define` adds no React to a page's main bundle. A failed load is a consent-error;
 * the next mount tries again.
 */
function loadViews(): Promise<Views> {
  return (loading ??= import('./views').then(
    (module) => (views = module), // later mounts start at once
    (error: unknown) => {
      loading = undefined;
      reportRenderError(connectedPage().manager, 'Failed to load the consent-elements views', error);
      throw error;
    },
  ));
}

let painting: Promise<unknown> | undefined;

/**
 * While the views and React download, the loading bar runs and shows without them (src/ui/loading-bar.ts):
 * the banner info it is there for is often back before React. Once per page; the view takes the bar over in place.
 */
function paintLoadingBarsMeanwhile(): void {
  painting ??= import('../src/ui/loading-bar')
    .then(({ paintLoadingBars }) => paintLoadingBars(connectedPage().manager(), connectedPage().loadingBar(), document))
    .catch(() => {}); // the view still comes, and reports a broken configuration
}

/** How `consent-elements/define`'s elements get their views (src/entries/define.ts): each fetches it when it mounts. */
export const viewsOnDemand: ViewsOnDemand = (handle, name, start) => {
  if (views) start(views);
  else if (name === 'banner') {
    // The banner needs no React to show: the views come only when only React can show what is needed.
    handle.unpaint = paintUntilViews(handle.host, connectedPage(), () =>
      loadViews().then((module) => {
        handle.unpaint?.(false);
        start(module);
        return module;
      }),
    );
  } else {
    if (name === 'loading-bar') paintLoadingBarsMeanwhile();
    loadViews().then(start, () => {});
  }
};
