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
.button {
  font: inherit;
  font-weight: 600;
  min-height: 40px;
  padding: 8px 16px;
  border-radius: calc(var(--_radius) * 0.67);
  border: 1px solid var(--_border);
  background: var(--_bg);
  color: var(--_fg);
  cursor: pointer;
  transition: background-color var(--_duration), border-color var(--_duration), filter var(--_duration);
}
.button:hover { border-color: var(--_muted); }
.button:focus-visible, .switch:focus-visible, .link:focus-visible, .close:focus-visible, .category-title:focus-visible {
  outline: 2px solid var(--_accent);
  outline-offset: 2px;
}
.button.primary { background: var(--_accent); border-color: var(--_accent); color: var(--_accent-fg); }
.button.primary:hover { filter: brightness(1.1); }
.title { margin: 0; font-size: 16px; font-weight: 650; line-height: 1.3; }
.description { margin: 0; color: var(--_muted); }
.legal-links { display: flex; flex-wrap: wrap; gap: 4px 16px; grid-column: 1 / -1; margin: 8px 0 0; font-size: 13px; }
.legal-links .link { color: inherit; border-radius: 4px; }
.gpc-note { margin: 4px 0 0; font-size: 13px; }
@media (forced-colors: active) {
  .button:focus-visible, .switch:focus-visible, .link:focus-visible, .close:focus-visible,
  .category-title:focus-visible {
    outline-color: Highlight;
  }
  .button.primary { border-color: ButtonText; }
}
`);

/** Kept with `no-style`: only what makes the elements behave, nothing visual. */
export const functionalSheet = lazySheet(`
[hidden] { display: none !important; }
`);
