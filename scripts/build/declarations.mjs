// Type declarations bundled per entry: tsc emits one .d.ts per source file into a temporary folder, and
// rollup-plugin-dts joins them into one `dist/<entry>.d.ts` per entry, plus `dist/shared.d.ts` for what several
// entries declare (one declaration each, so a class or a global seen through two entries stays one type).
// TypeScript 7 has no compiler API: rollup-plugin-dts reads declarations with `@typescript/typescript6`, the
// official compatibility package (a dev dependency).
// Relative specifiers are written as `./x.js`, which TypeScript's `bundler`, `node16` and `nodenext` resolutions
// all accept.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';

/**
 * Warnings that are understood: the drop-in's global types `loadingBar` by its getter, which no entry exports
 * (the type is declared in shared.d.ts and reached through `window.ConsentElements`).
 */
const KNOWN_WARNINGS = [/Entry "drop-in\.d\.ts" still references private shared type exports [^:]*: getLoadingBar\./];

const onwarn = (warning, warn) => {
  if (warning.code === 'UNRESOLVED_IMPORT') return; // react, vue, svelte: the app's own packages
  if (!KNOWN_WARNINGS.some((known) => known.test(warning.message))) warn(warning);
};

/** Modules that more than one entry reaches go to one shared file. */
function sharedChunk(entries) {
  return (id, { getModuleInfo }) => {
    if (entries.includes(id)) return undefined;
    const reachedBy = entries.filter((entry) => reaches(entry, id, getModuleInfo));
    return reachedBy.length > 1 ? 'shared' : undefined;
  };
}

function reaches(from, to, getModuleInfo, seen = new Set()) {
  if (from === to) return true;
  if (seen.has(from)) return false;
  seen.add(from);
  return (getModuleInfo(from)?.importedIds ?? []).some((id) => reaches(id, to, getModuleInfo, seen));
}

async function bundle(input, dir) {
  const build = await rollup({ input, plugins: [dts()], onwarn });
  const entries = Object.values(input);
  await build.write({
    dir,
    format: 'es',
    entryFileNames: '[name].d.ts',
    chunkFileNames: '[name].d.ts',
    manualChunks: sharedChunk(entries),
  });
  await build.close();
}

/**
 * tsc's declarations of `project` bundled into `dist/<name>.d.ts` for each `{ name, source, extra }`: `extra` are
 * lines put below (side-effect imports of other declaration files, such as the JSX typings).
 */
export async function writeDeclarations(project, entries) {
  const emitted = mkdtempSync(path.join(tmpdir(), 'consent-elements-dts-'));
  try {
    execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', project, '--outDir', emitted], {
      stdio: 'inherit',
    });
    const declaration = (source) => path.join(emitted, source.replace(/\.tsx?$/, '.d.ts'));
    await bundle(Object.fromEntries(entries.map(({ name, source }) => [name, declaration(source)])), 'dist');
  } finally {
    rmSync(emitted, { recursive: true, force: true });
  }
  for (const { name, extra = [] } of entries.filter((entry) => entry.extra?.length)) {
    const file = `dist/${name}.d.ts`;
    writeFileSync(file, [readFileSync(file, 'utf8').trimEnd(), '', ...extra, ''].join('\n'));
  }
}

/** The framework typings in `dir` (each `<framework>.d.ts` with the `<framework>-elements.d.ts` it imports), joined. */
export async function joinTypings(dir) {
  const files = readdirSync(dir).filter((file) => file.endsWith('.d.ts'));
  const entries = files.filter((file) => !file.endsWith('-elements.d.ts'));
  await bundle(Object.fromEntries(entries.map((file) => [file.replace(/\.d\.ts$/, ''), path.join(dir, file)])), dir);
  for (const file of files.filter((name) => name.endsWith('-elements.d.ts'))) rmSync(path.join(dir, file));
}
