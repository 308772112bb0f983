import { getConsentManager, getLoadingBar } from '../src/page/singleton';
import type { MountedView, ViewName } from './views';

type Views = typeof import('./views');

let views: Views | undefined;
let loading: Promise<Views> | undefined;

/** Gives the views at once, to a build that bundles React anyway (the drop-in's UI chunk, elements/index.ts). */
export function provideViews(module: Views): void {
  views = module;
}

/**
 * The views and React, fetched the first time an element mounts: a dynamic import that the site's bundler splits,
 * so importing `consent-elements/define` adds no React to a page's main bundle. A failed load is a consent-error;
 * the next mount tries again.
 */
function loadViews(): Promise<Views> {
  return (loading ??= import('./views').then(
    (module) => (views = module),
    (error: unknown) => {
      loading = undefined;
      const message = 'Failed to load the consent-elements views';
      try {
        getConsentManager().reportError({ code: 'RENDER_ERROR', message, cause: error });
      } catch {
        console.error(`[consent-elements] ${message}`, error);
      }
      throw error;
    },
  ));
}

let painting: Promise<unknown> | undefined;

/**
 * While the views and React download, the loading bar runs and shows without them (src/ui/paint-loading-bars.ts):
 * the banner info it is there for is often back before React. Once per page; the view takes the bar over in place.
 */
function paintLoadingBarsMeanwhile(): void {
  painting ??= import('../src/ui/paint-loading-bars')
    .then(({ paintLoadingBars }) => paintLoadingBars(getConsentManager(), getLoadingBar(), document))
    .catch(() => {}); // the view still comes, and reports a broken configuration
}

interface Handle {
  props: object;
  view?: MountedView;
  gone: boolean;
}

/** r2wc's renderer: mounts the named view (synchronously when the views are there), updates and unmounts it. */
export const viewRenderer = {
  mount(container: ShadowRoot, name: ViewName, props: object): Handle {
    const handle: Handle = { props, gone: false };
    const start = (module: Views) => {
      if (!handle.gone) handle.view = module.mountView(name, container, handle.props);
    };
    if (views) start(views);
    else {
      if (name === 'loading-bar') paintLoadingBarsMeanwhile();
      loadViews().then(start, () => {});
    }
    return handle;
  },
  update(handle: Handle, props: object): void {
    handle.props = props;
    handle.view?.update(props);
  },
  unmount(handle: Handle): void {
    handle.gone = true;
    handle.view?.unmount();
  },
};
