import { functionalSheet, themeSheet } from './theme.styles';

/**
 * The sheets a view's shadow root adopts: the functional rules always, the tokens and the view's look unless
 * no-style.
 */
export function adoptSheets(root: ShadowRoot, sheet: () => CSSStyleSheet, noStyle: boolean): void {
  root.adoptedStyleSheets = noStyle ? [functionalSheet()] : [functionalSheet(), themeSheet(), sheet()];
}
