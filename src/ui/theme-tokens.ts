/**
 * The theme's public custom properties (`--consent-<name>`) and their defaults: the light scheme's, and the dark
 * scheme's where it differs. The one table the stylesheets (theme.styles.ts), the manifest
 * (scripts/build/manifest-plugin.mjs) and docs/styling.md follow. Self-contained: the manifest plugin reads it alone.
 */
export const THEME_TOKENS: Readonly<Record<string, readonly [light: string, dark?: string]>> = {
  font: ['system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif'],
  bg: ['#ffffff', '#18181b'],
  fg: ['#18181b', '#f4f4f5'],
  muted: ['#52525b', '#a1a1aa'],
  accent: ['#1d4ed8', '#93b4ff'],
  'accent-fg': ['#ffffff', '#0b1020'],
  border: ['#d4d4d8', '#3f3f46'],
  radius: ['12px'],
  shadow: ['0 12px 32px rgb(0 0 0 / 0.14), 0 2px 6px rgb(0 0 0 / 0.08)', '0 12px 32px rgb(0 0 0 / 0.5)'],
  'z-index': ['999999998'],
  'banner-max-width': ['440px'],
  'dialog-max-width': ['28rem'],
  'animation-duration': ['200ms'],
};

/** What each property sets (the manifest and the docs; no bundle reads it). */
export const THEME_TOKEN_DESCRIPTIONS: Readonly<Record<string, string>> = {
  font: 'Font family.',
  bg: 'Background colour.',
  fg: 'Text colour.',
  muted: 'Secondary text colour.',
  accent: 'Primary button and switch colour.',
  'accent-fg': 'Text on the accent colour.',
  border: 'Border colour.',
  radius: 'Corner radius.',
  shadow: 'Box shadow of the banner and dialog.',
  'z-index': 'Stacking order of the banner and dialog (the overlay shares it, placed before them).',
  'banner-max-width': 'Maximum width of the banner.',
  'dialog-max-width': "Maximum width of the dialog (the widget's default is 32rem).",
  'animation-duration': 'Duration of fades.',
};

/** Properties one sheet reads where it applies them (themeVar), not declared on every root. */
const APPLIED_ONCE = ['z-index', 'banner-max-width', 'dialog-max-width'];
/** The sheets' short name for a property, where it is not the public one's. */
const PRIVATE_NAMES: Readonly<Record<string, string>> = { 'animation-duration': 'duration' };

/**
 * The private properties the sheets use, `--_<name>: var(--consent-<name>, <default>)` (`--_duration` for the
 * animation's), for the light scheme (0) or the dark scheme's differing defaults (1): a site's own value always
 * wins. The build writes the result into the shipped CSS (scripts/rollup/minify-css.mjs).
 */
export const themeDeclarations = (scheme: 0 | 1): string =>
  Object.entries(THEME_TOKENS)
    .filter(([name, defaults]) => defaults[scheme] && !APPLIED_ONCE.includes(name))
    .map(([name, defaults]) => `--_${PRIVATE_NAMES[name] ?? name}:var(--consent-${name},${defaults[scheme]});`)
    .join('');

/** `var(--consent-<name>, <default>)`, for a property one sheet applies itself (`z-index`, the maximum widths). */
export const themeVar = (name: string): string => `var(--consent-${name},${THEME_TOKENS[name]![0]})`;
