/**
 * Returns a function that adds `<link rel="modulepreload">` for files beside this script: the browser fetches and
 * compiles them at once, and runs them only when they are imported. Without the script's URL (an inline copy) it
 * does nothing, and the later import fetches as usual.
 */
export function modulePreloader(doc: Document, scriptUrl: string | undefined, files: readonly string[]): () => void {
  return () => {
    if (!scriptUrl) return;
    for (const file of files) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = new URL(file, scriptUrl).href;
      (doc.head ?? doc.documentElement).append(link);
    }
  };
}
