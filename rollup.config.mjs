// The build, one rollup run per row of the list at the bottom, in the order they run (a drop-in file is written
// before the files that load it, which name it by its content hash):
//
//   row                   source                                     output
//   languages             src/i18n/locales/<lang>.ts (all but en)    dist/cdn/locales/<lang>-<hash>.js
//   ESM entries           ENTRIES (scripts/build/entries.mjs)        dist/<entry>.js and their shared chunks
//   server entry          src/server/index.ts                        dist/server.js
//   scan's host table     src/blockers/tracking-hosts.ts             dist/scan/tracking-hosts.js
//   and English strings   src/i18n/locales/en.ts                     dist/scan/en.js
//   drop-in on demand     ON_DEMAND below, one run each              dist/cdn/<name>-<hash>.js
//   drop-in UI            UI and SHELL below, the views they load    dist/cdn/<name>-<hash>.js
//   drop-in entry         src/drop-in/consent-elements.ts            dist/cdn/consent-elements.js (stable name),
//                                                                    and dist/consent-elements.js loading from cdn/
//
// A file is named after its source (src/i18n/i18n.ts -> i18n.js, src/react/dialog/dialog.tsx -> dialog.js); only
// the package's entries take their export's name (`consent-elements/react` -> react.js, entries.mjs).
// Every build loads the languages but English from the drop-in's folder rather than bundling them: one copy ships.
// `DROP_IN_LAYOUT=flat` (the test run) writes the drop-in's files into dist/ under plain names (drop-in-files.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readdirSync } from 'node:fs';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { compileHints } from './scripts/rollup/compile-hints.mjs';
import { dropInFiles } from './scripts/rollup/drop-in-files.mjs';
import { licenceBanner } from './scripts/rollup/licence-banner.mjs';
import { licenseNotices } from './scripts/rollup/license-notices.mjs';
import { minifyCss } from './scripts/rollup/minify-css.mjs';
import { stripDocComments } from './scripts/rollup/strip-doc-comments.mjs';
import { trimMaps } from './scripts/rollup/trim-maps.mjs';
import { uiChunks } from './scripts/rollup/ui-chunks.mjs';
import { ENTRIES } from './scripts/build/entries.mjs';
import { esbuildTargets } from './scripts/build/targets.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const at = (...parts) => path.join(root, ...parts);

/** The drop-in's files loaded on demand: the core (and the UI chunk, for the bar) imports them as files. */
const ON_DEMAND = [
  'src/blockers/blocking-guard.ts',
  'src/client/backend-client.ts',
  'src/gating/dom-gates.ts',
  'src/i18n/i18n.ts',
  'src/gating/google-consent-mode.ts',
  'src/gating/vendor-updates.ts',
  'src/gating/clear-storage.ts',
  'src/ui/loading-bar.ts',
  'src/core/policy.ts',
  'src/gating/privacy-links.ts',
  'src/gating/gpp/gpp-section.ts',
  'src/gating/gpp/gpp-no-section.ts',
];
/** The drop-in's UI chunk (React inside) and the banner's first paint without React. */
const UI = 'src/drop-in/consent-elements-ui.ts';
const SHELL = 'src/drop-in/banner-shell.ts';
/** What each drop-in build loads as a file of its own instead of bundling it. */
const CORE_LOADS = [UI, SHELL, ...ON_DEMAND];
const UI_LOADS = ['src/ui/loading-bar.ts'];

const dropIn = dropInFiles({ root, flat: process.env.DROP_IN_LAYOUT === 'flat' });
/** output.paths: how a file in dist/ or in the drop-in's folder names a drop-in file it loads. */
const inDist = dropIn.pathsFrom(at('dist'));
const inDropIn = dropIn.pathsFrom(dropIn.dir);
const extensions = ['.ts', '.tsx', '.mjs', '.js'];
const LOCALES = at('src/i18n/locales');
const locales = readdirSync(LOCALES)
  .map((file) => file.replace(/\.ts$/, ''))
  .filter((name) => name !== 'en');
const localeInputs = Object.fromEntries(locales.map((name) => [name, path.join(LOCALES, `${name}.ts`)]));
const esmInputs = Object.fromEntries(
  ENTRIES.filter((entry) => !entry.standalone).map(({ name, source }) => [name, at(source)]),
);

/** Loads every language but English as its own file, `locales/<lang>.js` in the drop-in's folder. */
function externalLocales() {
  return {
    name: 'external-locales',
    async resolveId(source, importer) {
      if (!importer || !source.includes('locales/')) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      const name = resolved && path.relative(LOCALES, resolved.id).replace(/\.ts$/, '');
      if (!locales.includes(name)) return null;
      return { id: path.join(dropIn.dir, 'locales', `${name}.js`), external: true };
    },
  };
}

const typescript = (minify) =>
  esbuild({
    target: esbuildTargets(),
    minify,
    jsx: 'automatic',
    tsconfig: at('tsconfig.json'),
    legalComments: 'none',
  });
/**
 * The drop-in files ship as they are: a second, slower minifier pass saves about 4 % gzip over esbuild's alone (its
 * third compress pass inlines what the second left, 10-20 B per file).
 */
const squeeze = () => terser({ compress: { passes: 3 }, format: { comments: false } });
const production = replace({
  preventAssignment: true,
  values: { 'process.env.NODE_ENV': JSON.stringify('production') },
});
/** Last steps of every shipped build, after minification: maps without third-party sources, the licence line. */
const shipped = () => [trimMaps(), licenceBanner()];
const resolve = (options) => nodeResolve({ extensions, ...options });
/** The ESM build leaves React to the app. */
const react = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', '@r2wc/core'];
const isReact = (id) => react.some((name) => id === name || id.startsWith(`${name}/`));

export default [
  // Languages, for every build
  {
    input: localeInputs,
    output: { dir: path.join(dropIn.dir, 'locales'), format: 'es', entryFileNames: dropIn.named('[name].js') },
    plugins: [resolve(), typescript(true), ...shipped(), dropIn.record()],
  },
  // ESM entries: consent-elements, /define, /react, sharing chunks. define's banner painted without React shares
  // modules with define; entries may export them rather than becoming a facade over a chunk of their own (define
  // ESM +0.2 KB gzip otherwise). No hoisted bare imports (`import './chunk.js'` only to fetch it sooner): a bundler
  // reads them as side effects that package.json `sideEffects` says do not exist, and esbuild warns on each.
  {
    input: esmInputs,
    preserveEntrySignatures: 'allow-extension',
    // The site's bundler resolves our dependencies (@iabgpp/cmpapi, loaded on demand) and keeps their notices.
    external: (id) => isReact(id) || id.startsWith('@iabgpp/'),
    output: {
      dir: at('dist'),
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: '[name]-[hash].js',
      sourcemap: 'hidden',
      paths: inDist,
      hoistTransitiveImports: false,
    },
    plugins: [externalLocales(), resolve(), minifyCss(), typescript(false), stripDocComments(), ...shipped()],
  },
  // Server entry, consent-elements/server: DOM-free, for Node and edge runtimes. minifyCss: the banner it paints
  // carries the same (minified) sheets as the element's own. Minified, unlike the browser ESM (which a site's bundler
  // reads and minifies itself): a server imports it as it is, an edge runtime counts its bytes, and the package
  // stays under its 400 KB ceiling (17.9 -> 14.2 KB gzip).
  {
    input: at('src/server/index.ts'),
    output: { file: at('dist/server.js'), format: 'es', sourcemap: 'hidden', paths: inDist },
    plugins: [externalLocales(), resolve(), minifyCss(), typescript(true), ...shipped()],
  },
  // The scan's host table and the English strings (the report names categories as the dialog does)
  {
    input: { 'tracking-hosts': at('src/blockers/tracking-hosts.ts'), en: at('src/i18n/locales/en.ts') },
    output: { dir: at('dist/scan'), format: 'es' },
    plugins: [resolve(), typescript(false)],
  },
  // Drop-in on demand, one run each
  ...ON_DEMAND.map((source) => ({
    input: at(source),
    output: { dir: dropIn.dir, format: 'es', entryFileNames: dropIn.named('[name].js'), paths: inDropIn },
    plugins: [
      externalLocales(),
      resolve(),
      minifyCss(),
      typescript(true),
      squeeze(),
      // A file that bundles a package (gpp-section.js: @iabgpp/cmpapi, Apache-2.0) ships its licence text beside it.
      licenseNotices({ root, textsFile: `${path.basename(source, '.ts')}.LICENSES.txt` }),
      ...shipped(),
      dropIn.record(),
    ],
  })),
  // Drop-in UI: the UI chunk, the banner's first paint, the views they load on demand (placed by uiChunks)
  {
    input: [at(UI), at(SHELL)],
    preserveEntrySignatures: 'allow-extension',
    output: {
      dir: dropIn.dir,
      format: 'es',
      sourcemap: 'hidden',
      paths: inDropIn,
      entryFileNames: dropIn.named('[name].js'),
      chunkFileNames: dropIn.named('[name].js'),
    },
    plugins: [
      dropIn.split({ loads: UI_LOADS }),
      production,
      resolve({ browser: true }),
      commonjs(),
      minifyCss(),
      typescript(true),
      squeeze(),
      licenseNotices({ root }),
      ...shipped(),
      compileHints(),
      dropIn.record(),
      uiChunks({ ui: at(UI), shell: at(SHELL), uiName: 'consent-elements-ui', shellName: 'banner-shell' }),
    ],
  },
  // Drop-in entry, the one stable name (`<script src=".../consent-elements.js">`), built last. Also written as
  // dist/consent-elements.js, the path CONTRACT.md names, loading its files from dist/cdn/ (not in the flat layout,
  // where both are the same file; without a map of its own: the same code is mapped in dist/cdn/).
  {
    input: at('src/drop-in/consent-elements.ts'),
    output: [
      { file: path.join(dropIn.dir, 'consent-elements.js'), format: 'iife', sourcemap: 'hidden', paths: inDropIn },
      ...(dropIn.flat ? [] : [{ file: at('dist/consent-elements.js'), format: 'iife', paths: inDist }]),
    ],
    plugins: [
      externalLocales(),
      dropIn.split({ loads: CORE_LOADS }),
      resolve(),
      typescript(true),
      squeeze(),
      ...shipped(),
      compileHints(),
    ],
  },
];
