/** A stylesheet built on first use, with its CSS text (the server paints the same rules into a `<style>`). */
export type LazySheet = (() => CSSStyleSheet) & { readonly css: string };

/**
 * Builds a constructable stylesheet the first time it is asked for (never at import time). Plain CSS, no React:
 * the views and the drop-in's banner without React share the same sheet objects.
 */
export function lazySheet(css: string): LazySheet {
  let sheet: CSSStyleSheet | undefined;
  const get = () => {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    }
    return sheet;
  };
  get.css = css;
  return get;
}
