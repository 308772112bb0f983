import { useSyncExternalStore } from 'react';
import type { ColorScheme } from '../../core/types';
import { resolveColorScheme, schemeNow, subscribeToScheme } from '../../ui/color-scheme';

/** Resolves the store's colour scheme, following the page's `dark` class and the OS preference live. */
export function useColorScheme(scheme: ColorScheme | null): 'light' | 'dark' {
  return useSyncExternalStore(
    subscribeToScheme,
    () => schemeNow(scheme),
    () => resolveColorScheme(scheme, false, false),
  );
}
