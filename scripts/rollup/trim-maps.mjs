// Source maps that ship: they map our own code to its source files and lines (a stack trace from a site reads as
// src/…:line), without the source texts (the package ships no src/; they were most of its bytes), the original
// identifier names, or the mappings into bundled third-party code (React DOM was most of the UI chunk's map).
// Together they keep the packed tarball under 300 KB (scripts/check-package.mjs).
import { decode, encode } from '@jridgewell/sourcemap-codec';

export function trimMaps() {
  return {
    name: 'trim-maps',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.map')) continue;
        const map = JSON.parse(String(file.source));
        const ours = map.sources.map((source) => !/node_modules/.test(source));
        // A segment of 4 or 5 fields names a source (its index second; the fifth, an original name, is dropped with
        // the names); 1 field maps to no source.
        const segments = (line) => line.filter((seg) => seg.length < 4 || ours[seg[1]]).map((seg) => seg.slice(0, 4));
        map.mappings = encode(decode(map.mappings).map(segments));
        delete map.sourcesContent;
        delete map.names;
        file.source = JSON.stringify(map);
      }
    },
  };
}
