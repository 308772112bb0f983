// Sites upgrading the drop-in folder (dist/cdn/) behind long cache lifetimes. From the tarball's folder ("new") it
// makes a previous version ("old": VERSION 0.0.9, its files under other content names, as a real previous build
// has) and lays out what visitors can meet after an upgrade:
//   copied-over/  the new folder copied over the old one (old files still there), with new.html (the new entry) and
//                 old.html (a cached old entry, consent-elements.old.js, beside the new files);
//   replaced/     the old folder deleted first: only new files, and a cached old entry that finds none of its files;
//   stale-ui/     a host serving an old UI chunk under the new one's name (the banner still shows from the new files);
//   stale-shell/  the same with the banner's first-paint file;
//   package-dist/ the package's dist/ as it ships: CONTRACT.md's dist/consent-elements.js, loading from dist/cdn/.
import { cpSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const source = 'node_modules/consent-elements/dist/cdn';
const js = (dir) => readdirSync(dir, { recursive: true }).filter((file) => file.endsWith('.js'));
const HASHED = /-([\w-]{8})\.js$/;

rmSync('dist', { recursive: true, force: true });
mkdirSync('dist/work', { recursive: true });
cpSync(source, 'dist/work/new', { recursive: true });
cpSync(source, 'dist/work/old', { recursive: true });
// The old version: every content-named file renamed, every reference to it and the version changed.
const renames = js('dist/work/old')
  .filter((file) => file !== 'consent-elements.js' && HASHED.test(file))
  .map((file) => [path.basename(file), path.basename(file).replace(HASHED, '-old$1.js'), file]);
for (const file of js('dist/work/old')) {
  const at = path.join('dist/work/old', file);
  let text = readFileSync(at, 'utf8').replaceAll('"0.1.0"', '"0.0.9"');
  for (const [from, to] of renames) text = text.replaceAll(from, to);
  writeFileSync(at, text);
}
for (const [, to, file] of renames) {
  renameSync(path.join('dist/work/old', file), path.join('dist/work/old', path.dirname(file), to));
}
const oldName = (plain) => renames.find(([from]) => from.startsWith(`${plain}-`))[1];
const newName = (plain) => js('dist/work/new').find((file) => file.startsWith(`${plain}-`));

const page = (src) => readFileSync('index.html', 'utf8').replace('SRC', src);
const site = (name, pages) => {
  mkdirSync(`dist/${name}`, { recursive: true });
  for (const [file, src] of Object.entries(pages)) writeFileSync(`dist/${name}/${file}`, page(src));
};

cpSync('dist/work/old', 'dist/copied-over/cdn', { recursive: true });
cpSync('dist/work/old/consent-elements.js', 'dist/copied-over/cdn/consent-elements.old.js');
cpSync('dist/work/new', 'dist/copied-over/cdn', { recursive: true });
site('copied-over', { 'new.html': 'cdn/consent-elements.js', 'old.html': 'cdn/consent-elements.old.js' });

cpSync('dist/work/new', 'dist/replaced/cdn', { recursive: true });
cpSync('dist/work/old/consent-elements.js', 'dist/replaced/cdn/consent-elements.old.js');
site('replaced', { 'old.html': 'cdn/consent-elements.old.js' });

for (const [name, plain] of [
  ['stale-ui', 'consent-elements-ui'],
  ['stale-shell', 'banner-shell'],
]) {
  cpSync('dist/work/old', `dist/${name}/cdn`, { recursive: true });
  cpSync('dist/work/new', `dist/${name}/cdn`, { recursive: true });
  cpSync(`dist/work/old/${oldName(plain)}`, `dist/${name}/cdn/${newName(plain)}`);
  site(name, { 'index.html': 'cdn/consent-elements.js' });
}
mkdirSync('dist/package-dist', { recursive: true });
cpSync('node_modules/consent-elements/dist/consent-elements.js', 'dist/package-dist/consent-elements.js');
cpSync(source, 'dist/package-dist/cdn', { recursive: true });
writeFileSync('dist/package-dist/index.html', page('consent-elements.js'));
rmSync('dist/work', { recursive: true });
writeFileSync('dist/index.html', '<!doctype html><title>drop-in upgrades</title>');
