import type { ConsentState } from '../core/consent-state';
import { schemeNow } from './color-scheme';

/**
 * Set on a `<consent-loading-bar>` by its React view while mounted: from then on the view renders the bar there, and
 * the painter without React (loading-bar.ts) leaves it alone.
 */
export const LOADING_BAR_VIEW_ATTRIBUTE = 'data-consent-view';

/** Where the bar sits for a progress `value` between 0 and 1: slid left by what is still missing. */
export const barTransform = (value: number) => `translate3d(${(value - 1) * 100}%, 0, 0)`;

/** The React view's tree (ThemeRoot, bar, peg; src/react/loading-bar/loading-bar.tsx) built with plain DOM. */
export function loadingBarMarkup(state: ConsentState): { root: HTMLElement; bar: HTMLElement } {
  const root = document.createElement('div');
  root.className = 'root';
  root.dataset.scheme = schemeNow(state.colorScheme);
  root.dataset.animate = 'true';
  root.dir = state.dir;
  root.lang = state.language;
  root.setAttribute('data-nosnippet', '');
  for (const [property, value] of Object.entries(state.ui.theme)) root.style.setProperty(property, value);
  const bar = document.createElement('div');
  const peg = document.createElement('div');
  bar.className = 'bar';
  bar.setAttribute('part', 'bar');
  bar.setAttribute('aria-hidden', 'true');
  peg.className = 'peg';
  peg.setAttribute('part', 'peg');
  bar.append(peg);
  root.append(bar);
  return { root, bar };
}

/** Moves a painted bar to `value`; at 1 it fades out (the `data-done` rule of loading-bar.styles.ts). */
export function updateBar(bar: HTMLElement, value: number): void {
  bar.style.transform = barTransform(value);
  bar.dataset.done = String(value >= 1);
}
