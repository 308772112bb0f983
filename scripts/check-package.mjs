// `node scripts/check-package.mjs` after `npm run build`: the packaging promises of CONTRACT.md that the built files
// and package.json must keep (the consumer check, scripts/check-consumers.mjs, proves them in real apps), then the
// packed tarball: every exported file inside it, publint and arethetypeswrong (ESM-only profile) without an error,
// and its size. Exits 1 if any promise is broken, naming each.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ENTRIES } from './build/entries.mjs';
import { staticGraph, staticSpecifiers } from './static-graph.mjs';
import { MAX_PACKED_BYTES, pack, publintProblems, typesProblems } from './package/tarball-checks.mjs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const failures = [];
const check = (ok, message) => ok || failures.push(message);
const read = (file) => readFileSync(file, 'utf8');
const js = readdirSync('dist').filter((file) => file.endsWith('.js'));
// The drop-in's folder, to copy whole: the entry under its stable name, every other file named by its content.
const cdn = readdirSync('dist/cdn', { recursive: true }).filter((file) => file.endsWith('.js'));
check(cdn.includes('consent-elements.js'), 'dist/cdn/consent-elements.js (the drop-in entry) exists');
for (const file of cdn.filter((name) => name !== 'consent-elements.js')) {
  check(/-[\w-]{8}\.js$/.test(file), `dist/cdn/${file} is named by its content (<name>-<hash>.js)`);
}
for (const field of ['jsdelivr', 'unpkg'])
  check(pkg[field] === './dist/cdn/consent-elements.js', `${field} names the drop-in`);

// Exports: every ESM entry, the drop-in, the manifest and package.json; every target exists.
for (const { name } of ENTRIES) {
  const key = name === 'index' ? '.' : `./${name}`;
  const entry = pkg.exports[key];
  const named = (entry?.default ?? entry?.import) === `./dist/${name}.js` && entry?.types === `./dist/${name}.d.ts`;
  check(named, `exports["${key}"] names dist/${name}.js and its .d.ts`);
}
for (const { name, typings = [] } of ENTRIES) {
  for (const file of typings) check(read(`dist/${name}.d.ts`).includes(file), `dist/${name}.d.ts pulls in ${file}`);
}
for (const key of ['./drop-in', './custom-elements.json', './package.json']) {
  check(key in pkg.exports, `exports has "${key}"`);
}
for (const target of JSON.stringify(pkg.exports).match(/\.\/(dist\/[^"]+|package\.json)/g)) {
  check(existsSync(target), `${target} (in exports) exists`);
}
check(existsSync('LICENSE') && /MIT License/.test(read('LICENSE')), 'LICENSE (MIT) at the root');

// sideEffects: every file that registers a tag, so a production bundle keeps it.
const sideEffects = (pkg.sideEffects ?? []).map((file) => path.normalize(file));
for (const file of js.filter((name) => /customElements\.define\(/.test(read(`dist/${name}`)))) {
  if (file.startsWith('consent-elements')) continue; // the drop-in's own files (flat test layout), never bundled
  check(sideEffects.includes(path.normalize(`dist/${file}`)), `sideEffects lists dist/${file}, which registers tags`);
}

// define.js and what it imports statically carry no React: the views come through a dynamic import.
const defineFiles = [...staticGraph('dist', 'define.js')];
const definePackages = defineFiles.flatMap((file) =>
  staticSpecifiers('dist', file).filter((spec) => !spec.startsWith('.')),
);
const react = definePackages.some((spec) => /^react(-dom)?(\/|$)/.test(spec));
check(!react, `define.js imports no React statically (${[...defineFiles, ...definePackages].join(', ')})`);
const viewsOnDemand = /import\(['"]\.\/views-[\w-]+\.js['"]\)/.test(read('dist/define.js'));
check(viewsOnDemand, 'define.js fetches the views with a dynamic import');

// Declarations: relative specifiers carry their extension (node16/nodenext).
const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(file) : [file];
  });
for (const file of walk('dist').filter((name) => name.endsWith('.d.ts'))) {
  for (const [, spec] of read(file).matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
    check(/\.js$/.test(spec), `${file}: relative import '${spec}' has its .js extension`);
  }
}

// Licence notices: every file that bundles React or r2wc names them.
const shipped = [...js.map((file) => `dist/${file}`), ...cdn.map((file) => `dist/cdn/${file}`)];
for (const file of shipped.filter((name) => /Meta Platforms|react\.production|r2wc\.bound/.test(read(name)))) {
  const kept = /Bundled third-party code/.test(read(file).slice(0, 2000));
  check(kept, `${file} keeps the licence notices of what it bundles`);
}
check(
  existsSync('dist/cdn/THIRD-PARTY-LICENSES.txt'),
  'dist/cdn/THIRD-PARTY-LICENSES.txt holds the bundled licence texts',
);

// The manifest: shipped module paths, definitions, the shared custom properties.
const manifest = JSON.parse(read('dist/custom-elements.json'));
for (const module of manifest.modules) {
  check(existsSync(module.path), `manifest module ${module.path} is a shipped file`);
}
const definitions = manifest.modules
  .flatMap((module) => module.exports ?? [])
  .filter((item) => item.kind === 'custom-element-definition');
check(definitions.length === 4, 'manifest lists a custom-element-definition export per tag');
check(manifest.readme === 'README.md' && existsSync('README.md'), 'manifest names the readme');
for (const declaration of manifest.modules.flatMap((module) => module.declarations ?? [])) {
  for (const attribute of declaration.attributes ?? []) {
    const member = declaration.members?.find((item) => item.name === attribute.fieldName);
    check(member?.attribute === attribute.name, `manifest: <${declaration.tagName} ${attribute.name}> has its member`);
  }
  check(!declaration.attributes?.some((item) => item.name === 'granted'), `manifest: granted is not a settable prop`);
  check(declaration.superclass?.name === 'HTMLElement', `manifest: <${declaration.tagName}> extends HTMLElement`);
  const shared = declaration.cssProperties?.some((property) => property.name === '--consent-accent');
  check(shared, `manifest: <${declaration.tagName}> lists the shared --consent-* properties`);
}

// The tarball: what a site installs.
const packed = pack();
try {
  const exported = JSON.stringify(pkg.exports)
    .match(/\.\/(dist\/[^"]+|package\.json)/g)
    .map((file) => file.slice(2));
  for (const file of exported) check(packed.files.includes(file), `the tarball holds ${file} (in exports)`);
  for (const file of ['README.md', 'LICENSE', 'CHANGELOG.md'])
    check(packed.files.includes(file), `the tarball holds ${file}`);
  // The scan's cookie database ships once, brotli-compressed (scan/cookie-db.mjs reads it when no .json is beside it).
  const db = 'scan/data/open-cookie-database.json';
  check(packed.files.includes(`${db}.br`) && !packed.files.includes(db), `the tarball holds ${db}.br, not ${db}`);
  const kb = (bytes) => `${Math.round(bytes / 1000)} KB`;
  console.log(
    `check-package: tarball ${kb(packed.size)} packed, ${kb(packed.unpackedSize)} unpacked, ${packed.files.length} files`,
  );
  check(packed.size < MAX_PACKED_BYTES, `the tarball is under ${kb(MAX_PACKED_BYTES)} packed (${kb(packed.size)})`);
  for (const problem of await publintProblems(packed.tarball)) check(false, problem);
  for (const problem of typesProblems(packed.tarball)) check(false, problem);
} finally {
  packed.dispose();
}

for (const failure of failures) console.error(`check-package: ${failure}`);
const verdict = failures.length ? `${failures.length} broken promise(s)` : 'every packaging promise holds';
console.log(`check-package: ${verdict}`);
process.exit(failures.length ? 1 : 0);
