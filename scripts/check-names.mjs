// CI: one name per thing. No two source files of different layers share a name (extension aside), so a file name
// says which layer it is in (docs/ARCHITECTURE.md, glossary). Exceptions are listed below with their reason.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { layerOf } from './check-layers.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Names allowed in several layers, each with the reason. */
export const ALLOWED = new Map([['index', 'the entry file of a folder or a package entry, by convention']]);

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;

/** Same-named files in different layers: text lines, empty when the names are unique. */
export function checkNames(files, allowed = ALLOWED) {
  const byName = new Map();
  for (const file of files.filter((name) => SOURCE.test(name) && !name.endsWith('.d.ts'))) {
    const name = path.posix.basename(file).replace(SOURCE, '');
    if (!byName.has(name)) byName.set(name, []);
    byName.get(name).push(file);
  }
  const problems = [];
  for (const [name, group] of byName) {
    if (allowed.has(name) || new Set(group.map(layerOf)).size < 2) continue;
    problems.push(`"${name}" names files in different layers: ${group.join(', ')}`);
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src', 'elements'], {
    cwd: repo,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  const problems = checkNames(files);
  for (const line of problems) console.log(`check-names: ${line}`);
  console.log(`check-names: ${problems.length ? `${problems.length} problem(s)` : 'one name per file across layers'}`);
  process.exit(problems.length ? 1 : 0);
}
