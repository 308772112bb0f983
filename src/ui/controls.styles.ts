import { lazySheet } from './lazy-sheet';

/**
 * The controls the banner, the dialog and the frame share (buttons, titles, descriptions, links), after the tokens
 * (theme.styles.ts). A file of its own: the loading bar, which has none, never ships them.
 */
export const controlsSheet = lazySheet(`
/* Bold, never semi-bold: the page has normal and bold already (every heading), so the banner's first layout looks up
   no new font face (600 and 650 cost 13 ms of it at 4x CPU), and a site's web font may ship neither. */
.button {
  font: inherit;
  font-weight: 700;
  min-height: 40px;
  padding: 8px 16px;
  border-radius: calc(var(--_radius) * 0.67);
  border: 1px solid var(--_border);
  background: var(--_bg);
  color: var(--_fg);
  cursor: pointer;
  transition: background-color var(--_duration), border-color var(--_duration);
}
.button:hover { border-color: var(--_muted); }
.button:focus-visible, .switch:focus-visible, .link:focus-visible, .close:focus-visible, .category-title:focus-visible {
  outline: 2px solid var(--_accent);
  outline-offset: 2px;
}
.button.primary { background: var(--_accent); border-color: var(--_accent); color: var(--_accent-fg); }
/* A colour, not filter: brightness(): a filter on hover repaints the button in a layer of its own on the way to the
   Accept click, input delay its INP paid (scripts/bench-click-ab.mjs). */
.button.primary:hover { background: color-mix(in srgb, var(--_accent) 88%, var(--_accent-fg)); }
.title { margin: 0; font-size: 16px; font-weight: 700; line-height: 1.3; }
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
