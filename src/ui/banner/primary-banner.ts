import { PAINTED_ATTRIBUTE } from './painted-banner';

interface Watch {
  current: Element | null;
  listeners: Set<() => void>;
  observer?: MutationObserver;
}

const watches = new WeakMap<Document, Watch>();
const watchOf = (doc: Document) => {
  let watch = watches.get(doc);
  if (!watch) watches.set(doc, (watch = { current: null, listeners: new Set() }));
  return watch;
};

/**
 * The one `<consent-banner>` of the page that shows the banner: several would stack in one place, each trapping focus
 * against the others (ten froze the page) and each a region for screen readers. The one chosen keeps it while it is
 * on the page; then the one already showing a card (one-banner.ts agrees), else a server-painted one (the visitor
 * may be looking at it), else the first in document order.
 */
export function primaryBanner(doc: Document): Element | null {
  const watch = watchOf(doc);
  if (!watch.current?.isConnected || !doc.contains(watch.current)) {
    const banners = [...doc.querySelectorAll('consent-banner')];
    watch.current =
      banners.find((banner) => banner.shadowRoot?.querySelector('[part~="banner"]')) ??
      banners.find((banner) => banner.hasAttribute(PAINTED_ATTRIBUTE)) ??
      banners[0] ??
      null;
  }
  return watch.current;
}

/** Whether `host` shows the banner: the primary one, or one in a shadow tree of its own (not seen from the page). */
export function isPrimaryBanner(host: Element): boolean {
  const doc = host.ownerDocument;
  return !doc.contains(host) || primaryBanner(doc) === host;
}

/** Calls `listener` when the primary banner changes (one taken off the page, the first added). Returns the undo. */
export function watchPrimaryBanner(doc: Document, listener: () => void): () => void {
  const watch = watchOf(doc);
  if (!watch.observer) {
    primaryBanner(doc);
    watch.observer = new MutationObserver(() => {
      const before = watch.current;
      if (primaryBanner(doc) !== before) for (const notify of [...watch.listeners]) notify();
    });
    watch.observer.observe(doc, { childList: true, subtree: true });
  }
  watch.listeners.add(listener);
  return () => {
    watch.listeners.delete(listener);
    if (watch.listeners.size) return;
    watch.observer?.disconnect();
    watch.observer = undefined;
  };
}
