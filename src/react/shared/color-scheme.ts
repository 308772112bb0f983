import type { ColorScheme } from '../../core/types';

let query: MediaQueryList | undefined;

/** The OS dark-mode query, created once: it is read on every render of every element. */
export const darkQuery = () => (query ??= matchMedia('(prefers-color-scheme: dark)'));

export const pageIsDark = () => document.documentElement.classList.contains('dark') || !!document.body?.classList.contains('dark');
export const systemIsDark = () => darkQuery().matches;

/** The store's colour scheme resolved: forced light/dark, the OS preference ('system'), or (null) the page's `dark` class. */
export function resolveColorScheme(scheme: ColorScheme | null, page: boolean, system: boolean): 'light' | 'dark' {
  if (scheme === 'light' || scheme === 'dark') return scheme;
  return (scheme === 'system' ? system : page) ? 'dark' : 'light';
}
