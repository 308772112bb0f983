import { lazySheet } from './lazy-sheet';
import { themeDeclarations } from './theme-tokens';

/**
 * Design tokens shared by every element. Each public `--consent-*` property has a fallback (theme-tokens.ts), so
 * zero CSS looks right; the dark scheme swaps the fallbacks only, so a site's own values always win.
 */
export const themeSheet = lazySheet(`
:host { display: contents; }
.root {
  ${themeDeclarations(0)}
  font-family: var(--_font);
  font-size: 14px;
  line-height: 1.5;
  color: var(--_fg);
  color-scheme: light;
  -webkit-font-smoothing: antialiased;
}
.root[data-scheme="dark"] {
  ${themeDeclarations(1)}
  color-scheme: dark;
}
.root[data-animate="false"] { --_duration: 0ms; }
@media (prefers-reduced-motion: reduce) { .root { --_duration: 0ms; } }
*, *::before, *::after { box-sizing: border-box; }
`);

/** Kept with `no-style`: only what makes the elements behave, nothing visual. */
export const functionalSheet = lazySheet(`
[hidden] { display: none !important; }
`);
