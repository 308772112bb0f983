// Source maps (built, no longer shipped: scripts/package/tarball-checks.mjs): they map our own code to its source files and lines (a stack trace from a site reads as
// src/…:line), without the source texts (the package ships no src/; they were most of its bytes), the original
// identifier names, the mappings into bundled third-party code (React DOM was most of the UI chunk's map), or the
// columns within a source line: one mapping where a source line starts in the output is what a stack trace or a
// breakpoint needs, and a map per token was three quarters of the remaining bytes (issue 23: 95 KB of 440 KB
// packed). Together they keep the packed tarball small (MAX_PACKED_BYTES, scripts/package/tarball-checks.mjs).
import { decode, encode } from '@jridgewell/sourcemap-codec';

/**
 * A generated line's segments, kept where the source or its line changes. A segment of 4 or 5 fields names a
 * source (its index second, its line third; the fifth, an original name, is dropped with the names); one of 1 field
 * maps to no source, which third-party code becomes too, so it is not taken for the line of ours before it.
 */
function sourceLines(line, ours) {
  const kept = [];
  let last;
  for (const segment of line) {
    const mapped = segment.length >= 4 && ours[segment[1]];
    const at = mapped ? `${segment[1]}:${segment[2]}` : 'none';
    if (at !== last) kept.push(mapped ? segment.slice(0, 4) : [segment[0]]);
    last = at;
  }
  return kept;
}

export function trimMaps() {
  return {
    name: 'trim-maps',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.map')) continue;
        const map = JSON.parse(String(file.source));
        const ours = map.sources.map((source) => !/node_modules/.test(source));
        map.mappings = encode(decode(map.mappings).map((line) => sourceLines(line, ours)));
        delete map.sourcesContent;
        delete map.names;
        file.source = JSON.stringify(map);
      }
    },
  };
}
