/**
 * The attributes of a theme root, the wrapper of every view: colour scheme, motion, direction and language (the
 * theme option's custom properties go on its style).
 */
export const rootAttributes = (
  scheme: 'light' | 'dark',
  animate: boolean,
  { dir, language }: { dir: string; language: string },
): Record<string, string> => ({
  class: 'root',
  'data-scheme': scheme,
  'data-animate': String(animate),
  dir,
  lang: language,
  'data-nosnippet': '',
});
