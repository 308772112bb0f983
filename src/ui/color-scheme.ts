import type { ColorScheme } from '../core/types';

let query: MediaQueryList | undefined;

/** The OS dark-mode query, created once: it is read on every render of every element. */
export const darkQuery = () => (query ??= matchMedia('(prefers-color-scheme: dark)'));

const pageIsDark = () => document.documentElement.classList.contains('dark') || !!document.body?.classList.contains('dark');
const systemIsDark = () => darkQuery().matches;

/** The store's colour scheme resolved: forced light/dark, the OS preference ('system'), or (null) the page's `dark` class. */
export function resolveColorScheme(scheme: ColorScheme | null, page: boolean, system: boolean): 'light' | 'dark' {
  if (scheme === 'light' || scheme === 'dark') return scheme;
  return (scheme === 'system' ? system : page) ? 'dark' : 'light';
}

/** The store's colour scheme as a view shows it now. */
export const schemeNow = (scheme: ColorScheme | null) => resolveColorScheme(scheme, pageIsDark(), systemIsDark());

/**
 * A subscription every element shares: the first subscriber starts one observer, the last one stops it, so a page
 * with hundreds of frames still has a single MutationObserver and a single media-query listener.
 */
function sharedSubscription(start: (notify: () => void) => () => void) {
  const listeners = new Set<() => void>();
  let stop: (() => void) | undefined;
  const notify = () => listeners.forEach((listener) => listener());
  return (listener: () => void) => {
    listeners.add(listener);
    stop ??= start(notify);
    return () => {
      listeners.delete(listener);
      if (listeners.size) return;
      stop?.();
      stop = undefined;
    };
  };
}

/** Calls `listener` when the page's `dark` class may have changed (on `<html>` or `<body>`). */
const subscribeToPage = sharedSubscription((notify) => {
  const observer = new MutationObserver(notify);
  for (const element of [document.documentElement, document.body]) {
    if (element) observer.observe(element, { attributes: true, attributeFilter: ['class'] });
  }
  return () => observer.disconnect();
});

/** Calls `listener` when the OS switches between light and dark. */
const subscribeToSystem = sharedSubscription((notify) => {
  const query = darkQuery();
  query.addEventListener('change', notify);
  return () => query.removeEventListener('change', notify);
});

/** Calls `listener` when the page's `dark` class or the OS preference may have changed what `schemeNow` returns. */
export function subscribeToScheme(listener: () => void): () => void {
  const stops = [subscribeToPage(listener), subscribeToSystem(listener)];
  return () => stops.forEach((stop) => stop());
}
