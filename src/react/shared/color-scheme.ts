import type { ColorScheme } from '../../core/types';

export const DARK_QUERY = '(prefers-color-scheme: dark)';

export const pageIsDark = () => document.documentElement.classList.contains('dark') || !!document.body?.classList.contains('dark');
export const systemIsDark = () => matchMedia(DARK_QUERY).matches;

/** The store's colour scheme resolved: forced light/dark, the OS preference ('system'), or (null) the page's `dark` class. */
export function resolveColorScheme(scheme: ColorScheme | null, page: boolean, system: boolean): 'light' | 'dark' {
  if (scheme === 'light' || scheme === 'dark') return scheme;
  return (scheme === 'system' ? system : page) ? 'dark' : 'light';
}
