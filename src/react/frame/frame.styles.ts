import { lazySheet } from '../../ui/lazy-sheet';
import { controlsSheet } from '../../ui/controls.styles';
import type { ViewSheets } from '../../ui/adopt-sheets';

export const frameSheet = lazySheet(`
:host { display: block; }
.root { display: block; }
.placeholder {
  display: grid;
  place-content: center;
  justify-items: center;
  gap: 12px;
  min-height: 160px;
  padding: 24px;
  text-align: center;
  background: color-mix(in srgb, var(--_fg) 5%, var(--_bg));
  color: var(--_fg);
  border: 1px dashed var(--_border);
  border-radius: var(--_radius);
}
.title { font-size: 15px; max-width: 36ch; }
.content-name { margin: 0; font-weight: 700; max-width: 40ch; }
`);

/** What the frame adopts after the tokens (adopt-sheets.ts). */
export const frameSheets: ViewSheets = [controlsSheet, frameSheet];
