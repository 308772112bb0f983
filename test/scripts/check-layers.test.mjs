// node --test test/scripts/: the import-direction check on small trees written for each case.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkLayers, importsOf } from '../../scripts/check-layers.mjs';

/** Writes { 'src/core/a.ts': 'code' } into a fresh folder and checks it with no KNOWN entries (unless given). */
function check(tree, known = []) {
  const root = mkdtempSync(path.join(tmpdir(), 'check-layers-'));
  try {
    for (const [file, code] of Object.entries(tree)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), code);
    }
    const roots = ['src', 'elements'].filter((dir) => Object.keys(tree).some((file) => file.startsWith(`${dir}/`)));
    return checkLayers({ root, roots, known });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

test('imports that point down pass', () => {
  const { problems } = check({
    'src/core/store.ts': "import { t } from '../i18n/t';\nexport const s = t;",
    'src/i18n/t.ts': 'export const t = 1;',
    'src/ui/focus.ts': "import { s } from '../core/store';\nexport const f = s;",
    'src/react/view.tsx': "import { f } from '../ui/focus';\nimport '../core/store.ts';\nexport const v = f;",
    'elements/el.ts': "import { v } from '../src/react/view';\nexport const e = v;",
    'src/drop-in/consent-elements-ui.ts': "import '../../elements/el';\nexport { v } from '../react/view';",
  });
  assert.deepEqual(problems, []);
});

test('an upward import fails, naming the file and line', () => {
  const { problems } = check({
    'src/core/store.ts': "export const a = 1;\nimport { g } from '../gating/gate';\nexport const s = g;",
    'src/gating/gate.ts': 'export const g = 1;',
  });
  assert.deepEqual(problems, ['src/core/store.ts:2: src/core imports src/gating (a higher layer)']);
});

test('a folder of the same layer is not a dependency either', () => {
  const { problems } = check({
    'src/storage/a.ts': "import { b } from '../blockers/b';\nexport const a = b;",
    'src/blockers/b.ts': 'export const b = 1;',
  });
  assert.deepEqual(problems, ['src/storage/a.ts:1: src/storage imports src/blockers (a folder of the same layer)']);
});

test('dynamic and side-effect imports count; type-only imports and comments do not', () => {
  assert.deepEqual(
    importsOf(`import type { A } from './a';
import { type B, type C } from './b';
export type { D } from './d';
// import { e } from './e';
/* import('./f') */
const url = 'https://example.com//x';
import './g';
import { h, type H } from './h';
export * from './i';
const j = () => import('./j');`),
    [
      ['./g', 7],
      ['./h', 8],
      ['./i', 9],
      ['./j', 10],
    ],
  );
});

test('a type-only import that points up fails too, and so does a type-only folder cycle', () => {
  const { problems } = check({
    'src/core/state.ts': "import type { Info } from '../client/info';\nexport type S = Info;",
    'src/client/info.ts': "export interface Info { a: 1 }\nimport '../core/state';",
    'src/i18n/strings.ts': "import { type Name } from '../core/state';\nexport type T = Name;",
  });
  assert.deepEqual(problems, [
    'src/core/state.ts:1: src/core imports src/client (a higher layer)',
    'src/i18n/strings.ts:1: src/i18n imports src/core (a higher layer)',
    'folder cycle src/client <-> src/core: src/client/info.ts:2 -> src/core; src/core/state.ts:1 -> src/client',
  ]);
});

test('type-only imports are listed with their kind when asked', () => {
  assert.deepEqual(
    importsOf("import type { A } from './a';\nimport { b } from './b';\nexport type { C } from './c';", {
      types: true,
    }),
    [
      ['./a', 1, true],
      ['./b', 2, false],
      ['./c', 3, true],
    ],
  );
});

test('the drop-in may name React types outside its UI chunk (they are erased)', () => {
  const { problems } = check({
    'src/react/view.tsx': 'export type V = 1;',
    'src/drop-in/consent-elements-ui.ts': "export { v } from '../react/view';",
    'src/drop-in/banner.ts': "import type { V } from '../react/view';\nexport type B = V;",
  });
  assert.deepEqual(problems, []);
});

test('nothing below the entries imports src/page; the entries, src/entries/define.ts among them, may', () => {
  const { problems } = check({
    'src/page/singleton.ts': 'export const m = 1;',
    'src/ui/view.ts': "import { m } from '../page/singleton';\nexport const v = m;",
    'elements/when.ts': "import type { m } from '../src/page/singleton';\nexport const w = 1;",
    'src/entries/define.ts': "import { m } from '../page/singleton';\nexport const d = m;",
    'src/react-api/tags.ts': "export const t = import('../entries/define');",
  });
  assert.deepEqual(problems.sort(), [
    'elements/when.ts:1: elements imports src/page (only the entries may: they hand the manager down)',
    'src/ui/view.ts:1: src/ui imports src/page (only the entries may: they hand the manager down)',
  ]);
});

test('a cycle between two folders of no listed layer still fails', () => {
  const { problems } = check({
    'src/alpha/a.ts': "import { b } from '../beta/b';\nexport const a = () => b;",
    'src/beta/b.ts': "import { a } from '../alpha/a';\nexport const b = () => a;",
  });
  assert.deepEqual(problems, [
    'folder cycle src/alpha <-> src/beta: src/alpha/a.ts:1 -> src/beta; src/beta/b.ts:1 -> src/alpha',
  ]);
});

test('the drop-in reaches React only through its UI chunk', () => {
  const { problems } = check({
    'src/react/view.tsx': 'export const v = 1;',
    'src/drop-in/consent-elements-ui.ts': "export { v } from '../react/view';",
    'src/drop-in/banner.ts': "import { v } from '../react/view';\nexport const b = v;",
  });
  assert.deepEqual(problems, [
    'src/drop-in/banner.ts:1: src/drop-in imports src/react outside src/drop-in/consent-elements-ui.ts',
  ]);
});

test('a KNOWN breach is let through; one that no longer happens is noted', () => {
  const tree = {
    'src/core/m.ts': "import { c } from '../client/c';\nexport const m = c;",
    'src/client/c.ts': 'export const c = 1;',
  };
  const known = [
    { from: 'src/core/m.ts', to: 'src/client/c.ts' },
    { from: 'src/core/m.ts', to: 'src/storage/gone.ts' },
  ];
  assert.deepEqual(check(tree, known), {
    problems: [],
    notes: ['KNOWN entry no longer needed, delete it: src/core/m.ts -> src/storage/gone.ts'],
  });
});

test('the repository passes', () => {
  assert.deepEqual(checkLayers().problems, []);
});
