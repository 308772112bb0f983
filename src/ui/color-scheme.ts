import type { ColorScheme } from '../core/types';

let query: MediaQueryList | null | undefined;

/**
 * The OS dark-mode query, created once: it is read on every render of every element. Null where there is no
 * matchMedia (jsdom, some embedded web views): 'system' then reads as light.
 */
const darkQuery = () =>
  query === undefined
    ? (query = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null)
    : query;

const pageIsDark = () =>
  document.documentElement.classList.contains('dark') || !!document.body?.classList.contains('dark');
const systemIsDark = () => !!darkQuery()?.matches;

/**
 * The store's colour scheme resolved: forced light/dark, the OS preference ('system'), or (null) the page's `dark`
 * class.
 */
export function resolveColorScheme(scheme: ColorScheme | null, page: boolean, system: boolean): 'light' | 'dark' {
  if (scheme === 'light' || scheme === 'dark') return scheme;
  return (scheme === 'system' ? system : page) ? 'dark' : 'light';
}

/** The store's colour scheme as a view shows it now. */
export const schemeNow = (scheme: ColorScheme | null) => resolveColorScheme(scheme, pageIsDark(), systemIsDark());

const listeners = new Set<() => void>();
let stopWatching: (() => void) | undefined;

/**
 * Calls `listener` when what `schemeNow` returns may have changed: the page's `dark` class (on `<html>` or `<body>`)
 * or the OS preference. Every element shares one watch: the first subscriber starts it, the last one stops it, so a
 * page with hundreds of frames still has a single MutationObserver and a single media-query listener.
 */
export function subscribeToScheme(listener: () => void): () => void {
  listeners.add(listener);
  stopWatching ??= watchScheme(() => listeners.forEach((each) => each()));
  return () => {
    listeners.delete(listener);
    if (listeners.size) return;
    stopWatching?.();
    stopWatching = undefined;
  };
}

function watchScheme(notify: () => void): () => void {
  const observer = new MutationObserver(notify);
  for (const element of [document.documentElement, document.body]) {
    if (element) observer.observe(element, { attributes: true, attributeFilter: ['class'] });
  }
  const query = darkQuery();
  query?.addEventListener?.('change', notify);
  return () => {
    observer.disconnect();
    query?.removeEventListener?.('change', notify);
  };
}
