import { lazySheet } from './lazy-sheet';
import type { ViewSheets } from './adopt-sheets';

/** Spec section 9: 3px high, 200 ms moves, z-index 1600. */
export const loadingBarSheet = lazySheet(`
.bar {
  position: fixed;
  top: 0;
  inset-inline: 0;
  height: var(--consent-loading-bar-height, 3px);
  z-index: var(--consent-loading-bar-z-index, 1600);
  background: var(--_accent);
  pointer-events: none;
  transition: transform 200ms ease, opacity 200ms ease 200ms;
}
.bar[data-done="true"] { opacity: 0; }
.peg {
  position: absolute;
  right: 0;
  width: 100px;
  height: 100%;
  box-shadow: 0 0 10px var(--_accent), 0 0 5px var(--_accent);
  opacity: 1;
  transform: rotate(3deg) translate(0, -4px);
}
@media (forced-colors: active) {
  .bar { forced-color-adjust: none; background: Highlight; }
}
`);

/** What the loading bar adopts after the tokens: it has no controls (adopt-sheets.ts). */
export const loadingBarSheets: ViewSheets = [loadingBarSheet];
