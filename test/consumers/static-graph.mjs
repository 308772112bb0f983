// What a built page fetches before its entry runs: the entry and every chunk it imports statically, followed
// through the chunks' own static imports (esbuild and Vite write them as `import … from"./file.js"`).
import { readFileSync } from 'node:fs';
import path from 'node:path';

const IMPORTED = /(?:^|[;}\s])(?:import|export)\s*(?:[^'"();]*?from\s*)?["']\.\/([\w.-]+\.js)["']/g;

/** The chunks a file of `assets` imports statically (its next fetch round). */
export const staticImports = (assets, name) =>
  [...readFileSync(path.join(assets, name), 'utf8').matchAll(IMPORTED)].map(([, file]) => file);

/** The entry `name` and every chunk it imports statically, all fetched before the entry runs. */
export function staticGraph(assets, name, files = new Set()) {
  if (!files.has(name)) {
    files.add(name);
    for (const file of staticImports(assets, name)) staticGraph(assets, file, files);
  }
  return files;
}
