// node --test test/scripts/: the file-cycle check of src/core on small trees written for each case.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cycles, importGraph } from '../../scripts/check-core-cycles.mjs';

/** Writes { 'src/core/a.ts': 'code' } into a fresh folder and returns its cycles. */
function check(tree) {
  const root = mkdtempSync(path.join(tmpdir(), 'check-core-cycles-'));
  try {
    for (const [file, code] of Object.entries(tree)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), code);
    }
    return cycles(importGraph(root, 'src/core'));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

test('a cycle through a type-only import and a subfolder is found, with its files', () => {
  const found = check({
    'src/core/a.ts': "import { b } from './b';\nexport const a = b;",
    'src/core/b.ts': "import type { C } from './sub/c';\nexport const b: C = 1;",
    'src/core/sub/c.ts': "import { a } from '../a';\nexport type C = typeof a;",
    'src/core/d.ts': "import { a } from './a';",
  });
  assert.deepEqual(found, [['src/core/a.ts', 'src/core/b.ts', 'src/core/sub/c.ts']]);
});

test('imports that point one way are no cycle', () => {
  assert.deepEqual(
    check({
      'src/core/a.ts': "import { b } from './b';\nimport type { C } from './c';",
      'src/core/b.ts': "import { c } from './c';\nexport const b = c;",
      'src/core/c.ts': 'export const c = 1;\nexport type C = number;',
    }),
    [],
  );
});

test('src/core as it is has no import cycle', () => {
  assert.deepEqual(cycles(importGraph()), []);
});
