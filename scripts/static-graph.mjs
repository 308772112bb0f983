// What a built ES module pulls in before it runs: its static `import`/`export … from` specifiers, and the files they
// lead to, followed through theirs (rollup, esbuild and Vite all write them after a line start, `;` or `}`).
import { readFileSync } from 'node:fs';
import path from 'node:path';

const STATIC = /(?:^|[;\n}])\s*(?:import|export)\s*(?:[^'"();]*?from\s*)?['"]([^'"]+)['"]/g;

/** Every specifier `file` (a path within `folder`) imports statically: relative ones and packages, as written. */
export const staticSpecifiers = (folder, file) =>
  [...readFileSync(path.join(folder, file), 'utf8').matchAll(STATIC)].map(([, specifier]) => specifier);

/** The files `file` imports statically, as paths within `folder` (its next fetch round). */
export const staticImports = (folder, file) =>
  staticSpecifiers(folder, file)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.normalize(path.join(path.dirname(file), specifier)));

/** `file` and every file it imports statically, directly or not, each once: all fetched before it runs. */
export function staticGraph(folder, file, files = new Set()) {
  if (!files.has(file)) {
    files.add(file);
    for (const next of staticImports(folder, file)) staticGraph(folder, next, files);
  }
  return files;
}
