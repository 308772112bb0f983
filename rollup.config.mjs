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
import { ENTRIES } from './scripts/build/entries.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const at = (...parts) => path.join(root, ...parts);
const LOCALES_SRC = at('src/i18n/locales');
const UI_SOURCE = at('src/drop-in/ui.ts');
const SHELL_SOURCE = at('src/drop-in/banner-shell.ts');
const SINGLETON = at('src/page/singleton.ts');
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
  ['src/gating/clear-storage.ts', 'clear-storage.js'],
  ['src/ui/paint-loading-bars.ts', 'loading-bar.js'],
].map(([source, file]) => [at(source), file]);
/** What the drop-in core loads as a file of its own: the UI chunk, the banner's first paint, the on-demand files. */
const CORE_EXTERNALS = new Map([[UI_SOURCE, 'consent-elements-ui.js'], [SHELL_SOURCE, 'banner-shell.js'], ...ON_DEMAND]);
/** The UI chunk shares the loading bar's painter with the core rather than bundling a second copy. */
const UI_EXTERNALS = new Map([ON_DEMAND.find(([, file]) => file === 'loading-bar.js')]);
const extensions = ['.ts', '.tsx', '.mjs', '.js'];
const locales = readdirSync(LOCALES_SRC).map((file) => file.replace(/\.ts$/, '')).filter((name) => name !== 'en');

/** Loads every language but English as its own file, dist/locales/<lang>.js, shared by the ESM build and the drop-in. */
function externalLocales() {
  return {
    name: 'external-locales',
    async resolveId(source, importer) {
      if (!importer || !source.startsWith('./locales/')) return null;
      const name = path.basename(source).replace(/\.ts$/, '');
      if (path.dirname(importer) !== at('src/i18n') || !locales.includes(name)) return null;
      return { id: at('dist/locales', `${name}.js`), external: true };
    },
  };
}

/** Drop-in only: the UI chunk, the banner's first paint and the on-demand features stay separate files, and inside it the store comes from the page instead of a second core. */
function dropInSplit({ ui }) {
  return {
    name: 'drop-in-split',
    async resolveId(source, importer) {
      if (!importer) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      if (!resolved) return null;
      const file = (ui ? UI_EXTERNALS : CORE_EXTERNALS).get(resolved.id);
      if (file) return { id: at('dist', file), external: true };
      if (ui && resolved.id === SINGLETON) return at('src/drop-in/global-manager.ts');
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

const typescript = (minify) => esbuild({ target: 'es2022', minify, jsx: 'automatic', tsconfig: at('tsconfig.json'), legalComments: 'none' });
/**
 * The drop-in files ship as they are: a second, slower minifier pass saves about 4 % gzip over esbuild's alone (its
 * third compress pass inlines what the second left, 10-20 B per file).
 */
const squeeze = () => terser({ compress: { passes: 3 }, format: { comments: false } });
const production = replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } });
/** Every output file sits in dist/, so external locale and UI files are always beside it. */
const besideOutput = (id) => (id.startsWith(at('dist')) ? `./${path.relative(at('dist'), id)}` : id);
const react = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', '@r2wc/core'];

export default [
  {
    input: Object.fromEntries(locales.map((name) => [name, at('src/i18n/locales', `${name}.ts`)])),
    output: { dir: at('dist/locales'), format: 'es', entryFileNames: '[name].js' },
    plugins: [nodeResolve({ extensions }), typescript(true)],
  },
  {
    input: Object.fromEntries(ENTRIES.filter((entry) => !entry.standalone).map(({ name, source }) => [name, at(source)])),
    // perf (issue 25): define's banner painted without React shares modules with define; entries may export them
    // rather than becoming a facade over a chunk of their own (define ESM +0.2 KB gzip otherwise).
    preserveEntrySignatures: 'allow-extension',
    output: { dir: at('dist'), format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js', sourcemap: true, paths: besideOutput },
    external: (id) => react.some((name) => id === name || id.startsWith(`${name}/`)),
    plugins: [externalLocales(), nodeResolve({ extensions }), minifyCss(), typescript(false)],
  },
  {
    // consent-elements/server: self-contained, DOM-free, for Node and edge runtimes.
    input: at('src/server/index.ts'),
    output: { file: at('dist/server.js'), format: 'es', sourcemap: true },
    plugins: [nodeResolve({ extensions }), typescript(false)],
  },
  {
    input: at('src/drop-in/consent-elements.ts'),
    output: { file: at('dist/consent-elements.js'), format: 'iife', sourcemap: true, paths: besideOutput },
    plugins: [externalLocales(), dropInSplit({ ui: false }), nodeResolve({ extensions }), typescript(true), squeeze(), compileHints()],
  },
  ...ON_DEMAND.map(([input, file]) => ({
    input,
    output: { file: at('dist', file), format: 'es', paths: besideOutput },
    plugins: [externalLocales(), nodeResolve({ extensions }), minifyCss(), typescript(true), squeeze()],
  })),
  {
    // The banner's first paint and the UI chunk (uiChunks). Views loaded on demand are named after themselves.
    input: { 'consent-elements-ui': UI_SOURCE, 'banner-shell': SHELL_SOURCE },
    preserveEntrySignatures: 'allow-extension',
    output: {
      dir: at('dist'), format: 'es', sourcemap: true, entryFileNames: '[name].js',
      chunkFileNames: (chunk) => (chunk.isDynamicEntry ? 'consent-elements-[name].js' : 'consent-elements-shared.js'),
      manualChunks: uiChunks,
    },
    plugins: [dropInSplit({ ui: true }), production, nodeResolve({ extensions, browser: true }), commonjs(), minifyCss(), typescript(true), squeeze(), licenseNotices({ root }), compileHints()],
  },
];
