import type { LazySheet } from './lazy-sheet';
import { functionalSheet, themeSheet } from './theme.styles';

/** A view's own stylesheets, adopted after the shared ones (with `controlsSheet` first for views with controls). */
export type ViewSheets = readonly LazySheet[];

/** Marks the `<style>` elements that stand in for adopted sheets (see {@link adoptSheets}). */
const STAND_IN = 'data-consent-sheet';

/** Whether this engine has constructable, adoptable stylesheets (jsdom and old engines have not). */
export const constructableSheets = (): boolean =>
  typeof CSSStyleSheet === 'function' &&
  typeof CSSStyleSheet.prototype.replaceSync === 'function' &&
  typeof ShadowRoot === 'function' &&
  'adoptedStyleSheets' in ShadowRoot.prototype;

/**
 * The sheets a view's shadow root adopts: the functional rules always, the tokens and the view's look unless
 * no-style. Without constructable sheets the same CSS goes into `<style>` elements at the root's start instead.
 */
export function adoptSheets(root: ShadowRoot, sheets: ViewSheets, noStyle: boolean): void {
  const chosen = noStyle ? [functionalSheet] : [functionalSheet, themeSheet, ...sheets];
  if (constructableSheets()) {
    root.adoptedStyleSheets = chosen.map((sheet) => sheet());
    return;
  }
  root.querySelectorAll(`style[${STAND_IN}]`).forEach((style) => style.remove());
  root.prepend(...chosen.map((sheet) => standIn(root, sheet.css)));
}

/** Adds one more sheet after a root's own (the dialog's cookie table), unless the root is unstyled. */
export function addSheet(root: ShadowRoot, sheet: LazySheet): void {
  if (!constructableSheets()) {
    const styles = root.querySelectorAll(`style[${STAND_IN}]`);
    if (styles.length > 1 && ![...styles].some((style) => style.textContent === sheet.css)) {
      styles[styles.length - 1].after(standIn(root, sheet.css));
    }
    return;
  }
  const sheets = root.adoptedStyleSheets;
  // An unstyled root adopts its functional sheet alone.
  if (sheets.length > 1 && !sheets.includes(sheet())) root.adoptedStyleSheets = [...sheets, sheet()];
}

function standIn(root: ShadowRoot, css: string): HTMLStyleElement {
  const style = root.ownerDocument.createElement('style');
  style.setAttribute(STAND_IN, '');
  style.textContent = css;
  return style;
}
