// CI: the options' three homes name the same options: the validation table (OPTIONS, src/core/config-schema.ts), the
// ConsentOptions interface (src/core/options.ts) and the table of docs/configuration.md. Exits 1 naming what one
// of them lacks. (Issue 36: the docs table missed five options until a review found them.)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The keys of the validation table, from the source bundled into a folder of our own. */
async function tableKeys() {
  const dir = mkdtempSync(path.join(tmpdir(), 'check-config-docs-'));
  try {
    const outfile = path.join(dir, 'schema.mjs');
    await build({
      entryPoints: [path.join(repo, 'src/core/config-schema.ts')],
      bundle: true,
      format: 'esm',
      platform: 'neutral',
      outfile,
      logLevel: 'silent',
    });
    const { OPTIONS } = await import(pathToFileURL(outfile).href);
    return Object.keys(OPTIONS);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The members of `interface ConsentOptions` (two-space indented `name?:` lines). */
export function interfaceKeys(source) {
  const body = source.slice(source.indexOf('export interface ConsentOptions {'));
  return [...body.slice(0, body.indexOf('\n}')).matchAll(/^ {2}(\w+)\??:/gm)].map((match) => match[1]);
}

/** The options the first column of the docs' options table names (`a`, `b` in one cell count as two). */
export function docsKeys(markdown) {
  const rows = markdown.split('\n').filter((line) => /^\| `\w+`/.test(line));
  return rows.flatMap((row) => [...row.split('|')[1].matchAll(/`(\w+)`/g)].map((match) => match[1]));
}

/** What each home lacks that another names, as lines; empty when they agree. */
export function compare(homes) {
  const all = new Set(Object.values(homes).flat());
  return Object.entries(homes).flatMap(([home, keys]) => {
    const missing = [...all].filter((key) => !keys.includes(key));
    return missing.length ? [`${home} lacks: ${missing.join(', ')}`] : [];
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const problems = compare({
    'OPTIONS (src/core/config-schema.ts)': await tableKeys(),
    'ConsentOptions (src/core/options.ts)': interfaceKeys(readFileSync(path.join(repo, 'src/core/options.ts'), 'utf8')),
    'the table of docs/configuration.md': docsKeys(readFileSync(path.join(repo, 'docs/configuration.md'), 'utf8')),
  });
  for (const problem of problems) console.error(`check-config-docs: ${problem}`);
  if (problems.length) process.exit(1);
  console.log('check-config-docs: the options table, the interface and the docs name the same options');
}
