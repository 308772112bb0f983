// CI: no import cycle between the files of src/core (type-only imports count: a reader follows them too). Folder
// cycles are check-layers.mjs's; this one looks inside the core, where the options and the manager live.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { importsOf } from './check-layers.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = /\.(ts|tsx)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts'];

function files(root, dir) {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return files(root, relative);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

/** The import graph of the files under `dir`: file -> the files of `dir` it imports. */
export function importGraph(root = repo, dir = 'src/core') {
  const all = files(root, dir);
  const present = new Set(all);
  const graph = new Map();
  for (const file of all) {
    const code = readFileSync(path.join(root, file), 'utf8');
    const targets = importsOf(code, { types: true }).map(([specifier]) => {
      const base = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)).replace(/\.js$/, '');
      return EXTENSIONS.map((extension) => base + extension).find((candidate) => present.has(candidate));
    });
    graph.set(file, [...new Set(targets.filter(Boolean))]);
  }
  return graph;
}

/** The strongly connected components of more than one file (Tarjan's algorithm): each is an import cycle. */
export function cycles(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (file) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
    }
    if (low.get(file) !== index.get(file)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file).includes(file)) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const found = cycles(importGraph());
  for (const component of found) {
    console.error(`check-core-cycles: ${component.length} files import each other:\n  ${component.join('\n  ')}`);
  }
  if (found.length) process.exit(1);
  console.log('check-core-cycles: no import cycle in src/core');
}
