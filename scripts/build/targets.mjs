// The browsers the package supports are package.json's `browserslist` (docs/getting-started.md states them); the build
// targets exactly those, as esbuild names them ("safari >= 16" -> "safari16"), so syntax they lack is lowered or
// refused.
import { readFileSync } from 'node:fs';

const ESBUILD_NAMES = { chrome: 'chrome', edge: 'edge', firefox: 'firefox', safari: 'safari', ios_saf: 'ios' };

/** esbuild's `target` list for the `browserslist` queries of the form "<browser> >= <version>". */
export function esbuildTargets(pkgFile = new URL('../../package.json', import.meta.url)) {
  const { browserslist } = JSON.parse(readFileSync(pkgFile, 'utf8'));
  return browserslist.map((query) => {
    const match = /^(\w+) >= ([\d.]+)$/.exec(query.trim());
    const name = match && ESBUILD_NAMES[match[1]];
    if (!name) throw new Error(`browserslist: "${query}" is not "<browser> >= <version>" of a known browser`);
    return `${name}${match[2]}`;
  });
}
