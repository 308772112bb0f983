import type { LazySheet } from './lazy-sheet';
import { functionalSheet, themeSheet } from './theme.styles';

/** A view's own stylesheets, adopted after the shared ones (with `controlsSheet` first for views with controls). */
export type ViewSheets = readonly LazySheet[];

/**
 * The sheets a view's shadow root adopts: the functional rules always, the tokens and the view's look unless
 * no-style.
 */
export function adoptSheets(root: ShadowRoot, sheets: ViewSheets, noStyle: boolean): void {
  root.adoptedStyleSheets = noStyle
    ? [functionalSheet()]
    : [functionalSheet(), themeSheet(), ...sheets.map((sheet) => sheet())];
}
