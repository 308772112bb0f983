import { useSyncExternalStore } from 'react';
import type { ColorScheme } from '../../core/types';
import { darkQuery, pageIsDark, resolveColorScheme, systemIsDark } from './color-scheme';

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

const subscribeToPage = sharedSubscription((notify) => {
  const observer = new MutationObserver(notify);
  for (const element of [document.documentElement, document.body]) {
    if (element) observer.observe(element, { attributes: true, attributeFilter: ['class'] });
  }
  return () => observer.disconnect();
});

const subscribeToSystem = sharedSubscription((notify) => {
  const query = darkQuery();
  query.addEventListener('change', notify);
  return () => query.removeEventListener('change', notify);
});

/** Resolves the store's colour scheme, following the page's `dark` class and the OS preference live. */
export function useColorScheme(scheme: ColorScheme | null): 'light' | 'dark' {
  const followPage = useSyncExternalStore(subscribeToPage, pageIsDark, () => false);
  const followSystem = useSyncExternalStore(subscribeToSystem, systemIsDark, () => false);
  return resolveColorScheme(scheme, followPage, followSystem);
}
