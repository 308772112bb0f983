import { createElement, type ComponentType } from 'react';
import type { PageAccess } from '../src/core/page-object';
import { PageContext } from '../src/react/shared/page-context';
import { createRoot, type Root } from 'react-dom/client';
import { Banner } from '../src/react/banner/banner';
import { DialogOnDemand, preloadDialog as loadDialogView } from '../src/react/dialog/dialog-on-demand';
import { connectedPage } from './page-connection';
import { FrameOnDemand, loadFrameView } from '../src/react/frame/frame-on-demand';
import { LoadingBarView } from '../src/react/loading-bar/loading-bar-view';
import { mountInSlices } from './mount-in-slices';

/** Fetches the dialog's view (the banner painted without React asks for it before Customize opens the dialog). */
export const preloadDialog = () => loadDialogView(connectedPage().manager);

/** When a view's React tree first mounts, given the page (a view fetched on demand reports its failure there). */
type ViewTiming = (host: HTMLElement, mount: () => void, page: PageAccess) => void;

/**
 * The React side of the elements: React, the views, and when each view's React tree mounts once the element asked
 * for it. The elements themselves (React-free) fetch this module on demand (view-renderer.ts).
 */
const VIEWS = {
  banner: { view: Banner },
  dialog: { view: DialogOnDemand },
  frame: {
    view: FrameOnDemand,
    timing: ((host, mount, page) =>
      void loadFrameView(page.manager).then(() => mountInSlices(host, mount))) as ViewTiming,
  },
  'loading-bar': { view: LoadingBarView },
} satisfies Record<string, { view: ComponentType<never>; timing?: ViewTiming }>;

export type ViewName = keyof typeof VIEWS;

export interface MountedView {
  update(props: object): void;
  unmount(): void;
}

/**
 * Renders the view `name` into an element's shadow root (after the view's own timing) until unmounted, with the page
 * the entry handed the element (PageContext).
 */
export function mountView(name: ViewName, container: ShadowRoot, props: object, page: PageAccess): MountedView {
  const entry: { view: ComponentType<object>; timing?: ViewTiming } = VIEWS[name] as never;
  let root: Root | undefined;
  let gone = false;
  let latest = props;
  const render = () =>
    root!.render(createElement(PageContext.Provider, { value: page }, createElement(entry.view, { ...latest })));
  const start = () => {
    if (gone || !container.host.isConnected) return;
    root = createRoot(container);
    render();
  };
  if (entry.timing) entry.timing(container.host as HTMLElement, start, page);
  else start();
  return {
    update(next) {
      latest = next;
      if (root) render();
    },
    unmount() {
      gone = true;
      root?.unmount();
      root = undefined;
    },
  };
}
