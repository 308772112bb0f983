import { useSyncExternalStore } from 'react';
import type { ColorScheme } from '../../core/types';
import { pageIsDark, resolveColorScheme, subscribeToPage, subscribeToSystem, systemIsDark } from '../../ui/color-scheme';

/** Resolves the store's colour scheme, following the page's `dark` class and the OS preference live. */
export function useColorScheme(scheme: ColorScheme | null): 'light' | 'dark' {
  const followPage = useSyncExternalStore(subscribeToPage, pageIsDark, () => false);
  const followSystem = useSyncExternalStore(subscribeToSystem, systemIsDark, () => false);
  return resolveColorScheme(scheme, followPage, followSystem);
}
