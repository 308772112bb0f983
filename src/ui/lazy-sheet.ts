/**
 * Builds a constructable stylesheet the first time it is asked for (never at import time). Plain CSS, no React:
 * the views and the drop-in's banner without React share the same sheet objects.
 */
export function lazySheet(css: string): () => CSSStyleSheet {
  let sheet: CSSStyleSheet | undefined;
  return () => {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    }
    return sheet;
  };
}
