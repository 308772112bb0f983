/**
 * Marks a bundle for eager compilation (V8's explicit compile hints, Chrome 136+): the engine then compiles every
 * function while the file streams in, on a background thread, instead of lazily on the main thread at first call.
 * Only for files whose functions nearly all run on load (the drop-in core, the UI chunk); other engines ignore it.
 * Added after minification (which would strip it), with the source map shifted by the one added line.
 */
const HINT = '//# allFunctionsCalledOnLoad\n';

export function compileHints() {
  return {
    name: 'compile-hints',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || !file.isEntry) continue;
        file.code = HINT + file.code;
        const map = bundle[`${file.fileName}.map`];
        if (map?.type === 'asset') {
          const json = JSON.parse(String(map.source));
          json.mappings = `;${json.mappings}`;
          map.source = JSON.stringify(json);
        }
      }
    },
  };
}
