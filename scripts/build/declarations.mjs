// Type declarations that resolve under TypeScript's `bundler`, `node16` and `nodenext` resolutions. tsc emits
// `from './x'` as the source wrote it; node16/nodenext need the file's extension (TS2834) and drop every export
// otherwise, so each relative specifier is rewritten to the `.js` file (or `/index.js`) its declaration stands for.
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bexport\s*\*\s*from\s*)(['"])(\.{1,2}\/[^'"]*)\2/g;

function* declarationFiles(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* declarationFiles(file);
    else if (name.endsWith('.d.ts')) yield file;
  }
}

/** The runtime specifier of a relative import written without an extension, seen from `file`. */
function withExtension(file, specifier) {
  if (/\.(js|mjs|cjs|json)$/.test(specifier)) return specifier;
  const base = path.resolve(path.dirname(file), specifier);
  if (existsSync(`${base}.d.ts`)) return `${specifier}.js`;
  if (existsSync(path.join(base, 'index.d.ts'))) return `${specifier.replace(/\/$/, '')}/index.js`;
  throw new Error(`declarations: ${path.relative('.', file)} imports ${specifier}, which has no declaration`);
}

/** Rewrites every relative specifier under `dir` (tsc's declaration output) to carry its extension. */
export function addExtensions(dir) {
  for (const file of declarationFiles(dir)) {
    const text = readFileSync(file, 'utf8');
    const fixed = text.replace(SPECIFIER, (_, keyword, quote, specifier) =>
      `${keyword}${quote}${withExtension(file, specifier)}${quote}`);
    if (fixed !== text) writeFileSync(file, fixed);
  }
}

/** One `dist/<entry>.d.ts` re-exporting the declarations of its source (`extra` lines are added below). */
export function writeEntryDeclaration(entry, source, extra = []) {
  const target = `./dts/${source.replace(/\.tsx?$/, '.js')}`;
  writeFileSync(`dist/${entry}.d.ts`, [`export * from '${target}';`, ...extra, ''].join('\n'));
}

/**
 * Deletes the declaration files under `dir` that no entry's declaration reaches (tsc emits one per source file,
 * internal modules too): the package ships only what its typings use.
 */
export function pruneUnreachable(dir, entries) {
  const reached = new Set();
  const visit = (file) => {
    if (reached.has(file) || !existsSync(file)) return;
    reached.add(file);
    for (const [, , , specifier] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      visit(path.resolve(path.dirname(file), specifier.replace(/\.js$/, '.d.ts')));
    }
  };
  entries.forEach((entry) => visit(path.resolve(entry)));
  let removed = 0;
  for (const file of [...declarationFiles(dir)]) {
    if (!reached.has(path.resolve(file))) {
      rmSync(file);
      removed++;
    }
  }
  return removed;
}
