import { useSyncExternalStore } from 'react';
import type { ColorScheme } from '../../core/types';
import { DARK_QUERY, pageIsDark, resolveColorScheme, systemIsDark } from './color-scheme';

function subscribeToPage(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  for (const element of [document.documentElement, document.body]) {
    if (element) observer.observe(element, { attributes: true, attributeFilter: ['class'] });
  }
  return () => observer.disconnect();
}

function subscribeToSystem(onChange: () => void) {
  const query = matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Resolves the store's colour scheme, following the page's `dark` class and the OS preference live. */
export function useColorScheme(scheme: ColorScheme | null): 'light' | 'dark' {
  const followPage = useSyncExternalStore(subscribeToPage, pageIsDark, () => false);
  const followSystem = useSyncExternalStore(subscribeToSystem, systemIsDark, () => false);
  return resolveColorScheme(scheme, followPage, followSystem);
}
