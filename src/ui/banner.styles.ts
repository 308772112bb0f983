import { themeVar } from './theme-tokens';
import { lazySheet } from './lazy-sheet';
import { controlsSheet } from './controls.styles';
import type { ViewSheets } from './adopt-sheets';

export const bannerSheet = lazySheet(`
.overlay {
  position: fixed;
  inset: 0;
  /* The same layer as the card, which comes after it: no arithmetic on z-index (Firefox rounds it at this size). */
  z-index: ${themeVar('z-index')};
  background: rgb(0 0 0 / 0.4);
  opacity: 0;
  transition: opacity var(--_duration) ease-out;
}
.overlay[data-state="open"] { opacity: 1; }
.root[data-scheme="dark"] .overlay { background: rgb(0 0 0 / 0.72); }
.banner {
  position: fixed;
  bottom: 16px;
  inset-inline-start: 16px;
  z-index: ${themeVar('z-index')};
  width: calc(100% - 32px);
  max-width: ${themeVar('banner-max-width')};
  /* At 400% zoom or on a phone on its side the banner can be taller than the window: it scrolls, never clips. */
  max-height: calc(100dvh - 32px);
  overflow-y: auto;
  overscroll-behavior: contain;
  display: grid;
  gap: 12px;
  padding: 20px;
  background: var(--_bg);
  color: var(--_fg);
  border: 1px solid var(--_border);
  border-radius: var(--_radius);
  box-shadow: var(--_shadow);
  opacity: 0;
  transform: translateY(12px);
  transition: opacity var(--_duration) ease-out, transform var(--_duration) ease-out;
}
.banner[data-state="open"] { opacity: 1; transform: none; }
.banner:focus { outline: none; }
.actions { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 4px; }
.actions .button { flex: 1 1 auto; }
.actions .customize { flex: 1 1 100%; order: 3; }
.button[aria-busy="true"] { cursor: progress; }
/* While Customize loads the dialog the whole card answers the press at once. One button's colour alone was not
   presented (headless Chromium) until the dialog showed, and the press's INP ran until then (bench-services-inp). */
.banner:has([aria-busy="true"]) { opacity: 0.85; cursor: progress; }
@media (max-width: 639.98px) {
  .banner {
    bottom: 0;
    inset-inline: 0;
    width: 100%;
    max-width: none;
    border-radius: var(--_radius) var(--_radius) 0 0;
    border-width: 1px 0 0;
    padding: 16px;
    max-height: 100dvh;
  }
}
@media (max-height: 320px) {
  .banner { bottom: 0; max-height: 100dvh; padding: 12px 16px; gap: 8px; }
}
@media (forced-colors: active) {
  .banner { border: 1px solid CanvasText; }
}
`);

/** What the banner adopts after the tokens (adopt-sheets.ts). */
export const bannerSheets: ViewSheets = [controlsSheet, bannerSheet];
