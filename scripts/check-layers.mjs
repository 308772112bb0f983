// CI: imports in src/ and elements/ (type-only ones too) point down the layers, and no two folders import each other
// (docs/ARCHITECTURE.md).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Layers, lowest first. A module may import its own folder and any folder of a lower layer; folders of one layer
 * are independent of each other. A folder not listed here is held only to the cycle rule: add it to a layer.
 */
export const LAYERS = [
  ['src/i18n'],
  ['src/core'],
  ['src/storage', 'src/blockers'],
  ['src/client'],
  ['src/gating'],
  ['src/ui'],
  ['src/react'],
  ['elements'],
  // The composition root: the page's manager wired to the real ports, and the entries that hand it down.
  ['src/page'],
  // The entries that compose the elements with the page (defineConsentElements), then the other entries.
  ['src/entries'],
  ['src/drop-in', 'src/index.ts', 'src/server', 'src/react-api'],
];

/** The layers from here up are the entries and the page they create: nothing below them may import the page. */
export const ENTRIES_FROM = LAYERS.findIndex((layer) => layer.includes('src/page'));

/**
 * Imports that break the rules today, each with the reason it is still here. The check fails on any other
 * breach and names an entry here that no longer happens (delete it then), so the list only shrinks.
 */
export const KNOWN = [];

/** Allowed by the layers but kept to one door: the drop-in reaches React and the elements only in its UI chunk. */
export const ONLY_THROUGH = [
  { from: 'src/drop-in', to: ['src/react', 'elements'], through: ['src/drop-in/consent-elements-ui.ts'] },
];

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];

function files(root, dir) {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return files(root, relative);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

/** The source without comments (string contents kept, so a '//' in a URL survives). */
function stripComments(code) {
  return code.replace(/(["'`])(?:\\.|(?!\1)[^\\])*\1|\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, (match) =>
    match.startsWith('/') ? match.replace(/[^\n]/g, ' ') : match,
  );
}

const STATIC = /(?:^|[^\w$.])(import|export)(\s+type)?\s+(?:([\w$*{][^'"`;]*?)\s+from\s+)?(['"])([^'"]+)\4/g;
const DYNAMIC = /(?:^|[^\w$.])import\(\s*(['"])([^'"]+)\1\s*\)/g;

/** Whether an import brings in only types (`import type`, or every name marked `type`): erased at build time. */
function typeOnly(typeKeyword, clause) {
  if (typeKeyword) return true;
  const names = clause
    ?.match(/^\{([^}]*)\}$/)?.[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return !!names?.length && names.every((name) => name.startsWith('type '));
}

/**
 * Every relative import of a file that exists at run time: [specifier, line]. Packages are not layers. With
 * `types`, type-only imports too, each as [specifier, line, true] (runtime ones as [specifier, line, false]).
 */
export function importsOf(code, { types = false } = {}) {
  const text = stripComments(code);
  // A match may start with the character before the keyword: count lines up to the keyword itself.
  const line = (match) => text.slice(0, match.index + match[0].search(/import|export/)).split('\n').length;
  const found = [
    ...[...text.matchAll(STATIC)].map((m) => [m[5], line(m), typeOnly(m[2], m[3]?.trim())]),
    ...[...text.matchAll(DYNAMIC)].map((m) => [m[2], line(m), false]),
  ];
  return found
    .filter(([specifier, , erased]) => specifier.startsWith('.') && (types || !erased))
    .map((entry) => (types ? entry : entry.slice(0, 2)))
    .sort((a, b) => a[1] - b[1]);
}

function resolve(fromFile, specifier, present) {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier)).replace(/\.js$/, '');
  return EXTENSIONS.map((extension) => base + extension).find((candidate) => present.has(candidate)) ?? base;
}

/** The unit a file belongs to: the listed file, else the longest listed folder that holds it, else its top two path segments. */
function unitOf(file) {
  const units = LAYERS.flat().filter((unit) => file === unit || file.startsWith(`${unit}/`));
  if (units.length) return units.sort((a, b) => b.length - a.length)[0];
  const [top, second] = file.split('/');
  return top === 'src' && second && !SOURCE.test(second) ? `${top}/${second}` : file.startsWith('src/') ? file : top;
}

const rank = (unit) => LAYERS.findIndex((layer) => layer.includes(unit));
/** The index in LAYERS of the layer that holds `file`, or -1 (check-names and gen-file-index group by it). */
export const layerOf = (file) => rank(unitOf(file));

/** Checks a tree; returns the breaches, and notes on KNOWN entries that no longer happen, as text lines. */
export function checkLayers({ root = repo, roots = ['src', 'elements'], known: knownBreaches = KNOWN } = {}) {
  const all = roots.flatMap((dir) => files(root, dir));
  const present = new Set(all);
  const problems = [];
  const notes = [];
  const edges = new Map(); // unit -> unit -> first "file:line"
  const allowed = new Set(knownBreaches.map(({ from, to }) => `${from} -> ${to}`));
  const used = new Set();
  for (const file of all) {
    const from = unitOf(file);
    for (const [specifier, line, erased] of importsOf(readFileSync(path.join(root, file), 'utf8'), { types: true })) {
      const target = resolve(file, specifier, present);
      const to = unitOf(target);
      if (to === from || !(target.startsWith('src/') || target.startsWith('elements/'))) continue;
      const where = `${file}:${line}`;
      // The door is about what a chunk bundles: a type-only import bundles nothing.
      const door = !erased && ONLY_THROUGH.find((rule) => rule.from === from && rule.to.includes(to));
      if (door && !door.through.includes(file)) {
        problems.push(`${where}: ${from} imports ${to} outside ${door.through.join(', ')}`);
      }
      const key = `${file} -> ${target}`;
      if (allowed.has(key)) {
        used.add(key);
        continue;
      }
      if (!edges.has(from)) edges.set(from, new Map());
      if (!edges.get(from).has(to)) edges.get(from).set(to, where);
      const [a, b] = [rank(from), rank(to)];
      if (to === 'src/page' && a < ENTRIES_FROM) {
        problems.push(`${where}: ${from} imports src/page (only the entries may: they hand the manager down)`);
      } else if (a >= 0 && b >= 0 && a <= b) {
        problems.push(`${where}: ${from} imports ${to} (${a === b ? 'a folder of the same layer' : 'a higher layer'})`);
      }
    }
  }
  for (const key of allowed) if (!used.has(key)) notes.push(`KNOWN entry no longer needed, delete it: ${key}`);
  problems.push(...cycles(edges));
  return { problems, notes };
}

/** Folder cycles: each group of folders that reach each other (Tarjan), with the imports between them. */
function cycles(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const groups = [];
  let counter = 0;
  const connect = (unit) => {
    index.set(unit, counter);
    low.set(unit, counter++);
    stack.push(unit);
    for (const next of edges.get(unit)?.keys() ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(unit, Math.min(low.get(unit), low.get(next)));
      } else if (stack.includes(next)) {
        low.set(unit, Math.min(low.get(unit), index.get(next)));
      }
    }
    if (low.get(unit) !== index.get(unit)) return;
    const group = [];
    let member;
    do group.push((member = stack.pop()));
    while (member !== unit);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const unit of edges.keys()) if (!index.has(unit)) connect(unit);
  return groups.map((group) => {
    const links = group.flatMap((from) =>
      [...(edges.get(from) ?? [])].filter(([to]) => group.includes(to)).map(([to, where]) => `${where} -> ${to}`),
    );
    return `folder cycle ${group.join(' <-> ')}: ${links.join('; ')}`;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { problems, notes } = checkLayers();
  for (const line of [...notes, ...problems]) console.log(`check-layers: ${line}`);
  const summary = problems.length ? `${problems.length} problem(s)` : 'imports point down, no folder cycles';
  console.log(`check-layers: ${summary}`);
  process.exit(problems.length ? 1 : 0);
}
