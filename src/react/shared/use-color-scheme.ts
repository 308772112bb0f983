import { useSyncExternalStore } from 'react';
import type { ColorScheme } from '../../core/types';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeToPage(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  for (const element of [document.documentElement, document.body]) {
    if (element) observer.observe(element, { attributes: true, attributeFilter: ['class'] });
  }
  return () => observer.disconnect();
}
const pageIsDark = () => document.documentElement.classList.contains('dark') || !!document.body?.classList.contains('dark');

function subscribeToSystem(onChange: () => void) {
  const query = matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const systemIsDark = () => matchMedia(DARK_QUERY).matches;

/** Resolves the store's colour scheme: forced light/dark, the OS preference, or (null) the page's `dark` class. */
export function useColorScheme(scheme: ColorScheme | null): 'light' | 'dark' {
  const followPage = useSyncExternalStore(subscribeToPage, pageIsDark, () => false);
  const followSystem = useSyncExternalStore(subscribeToSystem, systemIsDark, () => false);
  if (scheme === 'light' || scheme === 'dark') return scheme;
  return (scheme === 'system' ? followSystem : followPage) ? 'dark' : 'light';
}
