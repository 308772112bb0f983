import { connectedPage } from './page-connection';
import type { MountedView, ViewName } from './views';

export type Views = typeof import('./views');

let views: Views | undefined;
let onDemand: ViewsOnDemand | undefined;

/** Gives the views at once, to a build that bundles React anyway (the drop-in's UI chunk, src/entries/elements.ts). */
export function provideViews(module: Views): void {
  views = module;
}

/**
 * How an element gets its view when no build bundled the views: `consent-elements/define` fetches them
 * (views-on-demand.ts). Only that entry installs it, so a build with the views bundled carries none of its code.
 */
export type ViewsOnDemand = (handle: Handle, name: ViewName, start: (module: Views) => void) => void;

export function fetchViewsWith(fetch: ViewsOnDemand): void {
  onDemand = fetch;
}

export interface Handle {
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
    else onDemand?.(handle, name, start);
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
