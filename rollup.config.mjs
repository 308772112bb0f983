import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readdirSync } from 'node:fs';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { compileHints } from './scripts/rollup/compile-hints.mjs';
import { minifyCss } from './scripts/rollup/minify-css.mjs';
import { licenseNotices } from './scripts/rollup/license-notices.mjs';
import { licenceBanner } from './scripts/rollup/licence-banner.mjs';
import { trimMaps } from './scripts/rollup/trim-maps.mjs';
import { ENTRIES } from './scripts/build/entries.mjs';
import { esbuildTargets } from './scripts/build/targets.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const at = (...parts) => path.join(root, ...parts);
/**
 * Where the drop-in's files go. The package ships them in dist/cdn/, a folder to copy whole: only its entry,
 * consent-elements.js, has a stable name; every file the entry loads is named after its content (`i18n-<hash>.js`),
 * so hosts may cache those forever and an entry never meets a file of another build. `DROP_IN_LAYOUT=flat` (the
 * test run, scripts/test.mjs) writes them into dist/ under their plain names, which the tests look for.
 */
const FLAT = process.env.DROP_IN_LAYOUT === 'flat';
const DROP_IN = FLAT ? at('dist') : at('dist/cdn');
const named = (pattern) => (FLAT ? pattern : pattern.replace(/\.js$/, '-[hash].js'));
const LOCALES_SRC = at('src/i18n/locales');
const UI_SOURCE = at('src/drop-in/ui.ts');
const SHELL_SOURCE = at('src/drop-in/banner-shell.ts');
/**
 * The drop-in's files loaded on demand, each built on its own from its source: the core (and the UI chunk, for the
 * loading bar) import them as these files instead of bundling them.
 */
const ON_DEMAND = [
  ['src/blockers/install-blocking.ts', 'request-blocker.js'],
  ['src/client/backend-client.ts', 'backend-client.js'],
  ['src/gating/dom-gates.ts', 'dom-gates.js'],
  ['src/i18n/strings.ts', 'i18n.js'],
  ['src/gating/google-consent-mode.ts', 'google-consent-mode.js'],
  ['src/gating/vendor-updates.ts', 'vendor-signals.js'],
  ['src/gating/clear-storage.ts', 'clear-storage.js'],
  ['src/ui/paint-loading-bars.ts', 'loading-bar.js'],
  ['src/core/policy.ts', 'policy.js'],
  ['src/gating/privacy-links.ts', 'privacy-links.js'],
].map(([source, file]) => [at(source), file]);
/** What the drop-in core loads as a file of its own: the UI chunk, the banner's first paint, the on-demand files. */
const CORE_EXTERNALS = new Map([
  [UI_SOURCE, 'consent-elements-ui.js'], [SHELL_SOURCE, 'banner-shell.js'], ...ON_DEMAND,
]);
/** The UI chunk shares the loading bar's painter with the core rather than bundling a second copy. */
const UI_EXTERNALS = new Map([ON_DEMAND.find(([, file]) => file === 'loading-bar.js')]);
const extensions = ['.ts', '.tsx', '.mjs', '.js'];
const locales = readdirSync(LOCALES_SRC).map((file) => file.replace(/\.ts$/, '')).filter((name) => name !== 'en');

/** Loads every language but English as its own file, `<dir>/<lang>.js` (dist/locales/ for the ESM build). */
function externalLocales(dir = at('dist/locales')) {
  return {
    name: 'external-locales',
    async resolveId(source, importer) {
      if (!importer || !source.startsWith('./locales/')) return null;
      const name = path.basename(source).replace(/\.ts$/, '');
      if (path.dirname(importer) !== at('src/i18n') || !locales.includes(name)) return null;
      return { id: path.join(dir, `${name}.js`), external: true };
    },
  };
}

/**
 * Drop-in only: the UI chunk, the banner's first paint and the on-demand features stay separate files.
 */
function dropInSplit({ ui }) {
  return {
    name: 'drop-in-split',
    async resolveId(source, importer) {
      if (!importer) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      if (!resolved) return null;
      const file = (ui ? UI_EXTERNALS : CORE_EXTERNALS).get(resolved.id);
      if (file) return { id: path.join(DROP_IN, file), external: true };
      return null;
    },
  };
}

/** The modules `entry` imports statically, directly or not, itself included. */
function staticGraph(entry, getModuleInfo) {
  const seen = new Set();
  const visit = (id) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const imported of getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  visit(entry);
  return seen;
}

/**
 * The UI build's files, three kinds and no shared chunk: what the banner's first paint uses (its markup,
 * controller, styles, colour scheme, focus, scroll lock) is in banner-shell.js, which the UI chunk imports, so a
 * first paint is one file and each module one instance for both; what several views loaded on demand share (the
 * dialog and the frame) is in the UI chunk, loaded before them anyway; the rest of a view is in its own file.
 */
function uiChunks(id, { getModuleInfo }) {
  const shell = (uiChunks.shell ??= staticGraph(SHELL_SOURCE, getModuleInfo));
  if (shell.has(id)) return 'banner-shell';
  if (id === UI_SOURCE) return 'consent-elements-ui';
  uiChunks.views ??= [...staticGraph(UI_SOURCE, getModuleInfo)]
    .flatMap((module) => getModuleInfo(module)?.dynamicallyImportedIds ?? [])
    .map((view) => staticGraph(view, getModuleInfo));
  const ui = (uiChunks.ui ??= staticGraph(UI_SOURCE, getModuleInfo));
  const sharers = uiChunks.views.filter((view) => view.has(id)).length;
  return !ui.has(id) && sharers > 1 ? 'consent-elements-ui' : undefined;
}

const typescript = (minify) => esbuild({
  target: esbuildTargets(), minify, jsx: 'automatic', tsconfig: at('tsconfig.json'), legalComments: 'none',
});
/**
 * The drop-in files ship as they are: a second, slower minifier pass saves about 4 % gzip over esbuild's alone (its
 * third compress pass inlines what the second left, 10-20 B per file).
 */
const squeeze = () => terser({ compress: { passes: 3 }, format: { comments: false } });
const production = replace({
  preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') },
});
/** Every output file sits in dist/, so external locale and UI files are always beside it. */
const besideOutput = (id) => (id.startsWith(at('dist')) ? `./${path.relative(at('dist'), id)}` : id);
/**
 * The drop-in's files by their plain names, as written ('i18n.js' -> 'i18n-<hash>.js'). The rollup CLI builds the
 * configurations one after another, in the order of the list below, so a file is written before those loading it.
 */
const written = new Map();
const recordNames = () => ({
  name: 'record-names',
  generateBundle(options, bundle) {
    for (const chunk of Object.values(bundle).filter((file) => file.type === 'chunk' && file.isEntry)) {
      const plain = path.relative(DROP_IN, path.join(options.dir, `${chunk.name}.js`));
      written.set(plain, path.relative(DROP_IN, path.join(options.dir, chunk.fileName)));
    }
  },
});
/** A drop-in file's import of another, under the name that file was written with. */
const dropInPath = (id) => {
  if (!id.startsWith(`${DROP_IN}${path.sep}`)) return id;
  const plain = path.relative(DROP_IN, id);
  const file = written.get(plain);
  if (!file && !FLAT) throw new Error(`rollup.config.mjs: ${plain} is loaded before it is built`);
  return `./${file ?? plain}`;
};
const dropInLocales = () => externalLocales(path.join(DROP_IN, 'locales'));
/** Last steps of every build, after minification: maps without third-party sources, the licence line. */
const shipped = () => [trimMaps(), licenceBanner()];
const react = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', '@r2wc/core'];

const localeInputs = Object.fromEntries(locales.map((name) => [name, at('src/i18n/locales', `${name}.ts`)]));
const esmInputs = Object.fromEntries(
  ENTRIES.filter((entry) => !entry.standalone).map(({ name, source }) => [name, at(source)]),
);
const onDemandInputs = ON_DEMAND.map(([source, file]) => ({ [path.basename(file, '.js')]: source }));
const uiPlugins = [
  dropInSplit({ ui: true }), production, nodeResolve({ extensions, browser: true }), commonjs(), minifyCss(),
];

/**
 * The builds, in the order they run. ESM: the package's entries (dist/), sharing chunks; languages as files of
 * their own. Drop-in (dist/cdn/): each file it loads on demand on its own, then the UI build (the banner's first
 * paint, the UI chunk with React, the views), then the entry, which names them all.
 */
export default [
  // ESM: languages but English, dist/locales/<lang>.js
  { input: localeInputs, output: { dir: at('dist/locales'), format: 'es', entryFileNames: '[name].js' },
    plugins: [nodeResolve({ extensions }), typescript(true), ...shipped()] },
  // ESM: consent-elements, /define, /react (dist/<name>.js and their shared chunks; React stays the app's)
  // define's banner painted without React shares modules with define; entries may export them rather than
  // becoming a facade over a chunk of their own (define ESM +0.2 KB gzip otherwise).
  { input: esmInputs, preserveEntrySignatures: 'allow-extension',
    output: { dir: at('dist'), format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js',
      sourcemap: true, paths: besideOutput },
    external: (id) => react.some((name) => id === name || id.startsWith(`${name}/`)),
    plugins: [externalLocales(), nodeResolve({ extensions }), minifyCss(), typescript(false), ...shipped()] },
  // consent-elements/server: self-contained, DOM-free, for Node and edge runtimes.
  // minifyCss: the banner it paints carries the same (minified) sheets as the element's own.
  { input: at('src/server/index.ts'), output: { file: at('dist/server.js'), format: 'es', sourcemap: true },
    plugins: [nodeResolve({ extensions }), minifyCss(), typescript(false), ...shipped()] },
  // The scan's copy of the tracking-host table (scan/tracking-hosts.mjs): Node reads it from here.
  { input: at('src/blockers/tracking-hosts.ts'), output: { file: at('dist/scan/tracking-hosts.js'), format: 'es' },
    plugins: [nodeResolve({ extensions }), typescript(false)] },
  // Drop-in: languages but English, locales/<lang>-<hash>.js (the flat layout shares the ESM ones)
  ...(FLAT ? [] : [{ input: localeInputs,
    output: { dir: path.join(DROP_IN, 'locales'), format: 'es', entryFileNames: named('[name].js') },
    plugins: [nodeResolve({ extensions }), typescript(true), ...shipped(), recordNames()] }]),
  // Drop-in: the files loaded on demand (ON_DEMAND), one build each
  ...onDemandInputs.map((input) => ({ input,
    output: { dir: DROP_IN, format: 'es', entryFileNames: named('[name].js'), paths: dropInPath },
    plugins: [dropInLocales(), nodeResolve({ extensions }), minifyCss(), typescript(true), squeeze(), ...shipped(),
      recordNames()] })),
  // Drop-in: the banner's first paint and the UI chunk (uiChunks); views loaded on demand are named after themselves
  { input: { 'consent-elements-ui': UI_SOURCE, 'banner-shell': SHELL_SOURCE },
    preserveEntrySignatures: 'allow-extension',
    output: { dir: DROP_IN, format: 'es', sourcemap: true, entryFileNames: named('[name].js'), paths: dropInPath,
      chunkFileNames: (chunk) =>
        named(chunk.isDynamicEntry ? 'consent-elements-[name].js' : 'consent-elements-shared.js'),
      manualChunks: uiChunks },
    plugins: [...uiPlugins, typescript(true), squeeze(), licenseNotices({ root }), ...shipped(), compileHints(),
      recordNames()] },
  // Drop-in: the entry, the one stable name (`<script src=".../consent-elements.js">`), built last
  { input: at('src/drop-in/consent-elements.ts'),
    output: { file: path.join(DROP_IN, 'consent-elements.js'), format: 'iife', sourcemap: true, paths: dropInPath },
    plugins: [dropInLocales(), dropInSplit({ ui: false }), nodeResolve({ extensions }), typescript(true), squeeze(),
      ...shipped(), compileHints()] },
];
