import { reportRenderError } from '../src/ui/report-render-error';
import { connectedPage } from './page-connection';
import type { MountedView, ViewName } from './views';
import { paintUntilViews } from './banner-first-paint';

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

interface Handle {
  host: Element;
  props: object;
  view?: MountedView;
  gone: boolean;
  /** The banner painted without React until its view mounts. */
  unpaint?: (remove?: boolean) => void;
}

/** An attribute's name as its property's and the view's prop: `scroll-lock` is `scrollLock`. */
export const camelCase = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * r2wc's props (the container) with the element's attributes: each observed one camelCased, as its raw string or
 * undefined when absent. r2wc's own attribute handling is not used: it ignores empty and removed attributes.
 */
const withAttributes = (host: Element, props: object) => ({
  ...props,
  ...Object.fromEntries(
    (host.constructor as unknown as { observedAttributes: string[] }).observedAttributes.map((attribute) => [
      camelCase(attribute),
      host.getAttribute(attribute) ?? undefined,
    ]),
  ),
});

/** The view mounted for each element, to render again when one of its attributes changes. */
const mounted = new WeakMap<Element, Handle>();

/** r2wc's renderer: mounts the named view (synchronously when the views are there), updates and unmounts it. */
export const viewRenderer = {
  mount(container: ShadowRoot, name: ViewName, props: object): Handle {
    const handle: Handle = { host: container.host, props: withAttributes(container.host, props), gone: false };
    mounted.set(handle.host, handle);
    const start = (module: Views) => {
      if (!handle.gone) handle.view = module.mountView(name, container, handle.props, connectedPage());
    };
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
    return handle;
  },
  update(handle: Handle, props: object): void {
    handle.props = withAttributes(handle.host, props);
    handle.view?.update(handle.props);
  },
  unmount(handle: Handle): void {
    handle.gone = true;
    handle.unpaint?.();
    handle.view?.unmount();
  },
};

/** Renders an element's view again with its current attributes; false when none is mounted (yet, or any more). */
export function renderAgain(host: Element): boolean {
  const handle = mounted.get(host);
  if (!handle || handle.gone) return false;
  viewRenderer.update(handle, handle.props);
  return true;
}
