// node --test test/scripts/: the line-length check on small git repositories written for each case.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkLineLength } from '../../scripts/check-line-length.mjs';

const script = fileURLToPath(new URL('../../scripts/check-line-length.mjs', import.meta.url));

/** Writes { 'src/a.ts': 'code' } into a fresh git repository, adds the files not in `untracked`, and runs `run`. */
function inRepo(tree, run, untracked = []) {
  const root = mkdtempSync(path.join(tmpdir(), 'check-line-length-'));
  try {
    for (const [file, code] of Object.entries(tree)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), code);
    }
    execFileSync('git', ['init', '-q'], { cwd: root });
    const tracked = Object.keys(tree).filter((file) => !untracked.includes(file));
    execFileSync('git', ['add', '--', ...tracked], { cwd: root });
    return run(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const line = (length) => `// ${'x'.repeat(length - 3)}`;

test('lines of at most 120 characters pass', () => {
  const long = inRepo(
    {
      'src/core/a.ts': `${line(120)}\nexport const a = 1;\n`,
      'elements/b.tsx': `${line(119)}\r\n${line(120)}\r\n`,
      'src/c.mjs': `export const c = '${'é'.repeat(100)}';\n`,
    },
    (root) => checkLineLength({ root }),
  );
  assert.deepEqual(long, []);
});

test('a longer line fails, named by file, line and length', () => {
  const long = inRepo(
    {
      'src/core/a.ts': `export const a = 1;\n${line(121)}\n`,
      'elements/b.tsx': `${line(200)}\n`,
    },
    (root) => checkLineLength({ root }),
  );
  assert.deepEqual(long, [
    { file: 'elements/b.tsx', line: 1, length: 200 },
    { file: 'src/core/a.ts', line: 2, length: 121 },
  ]);
});

test('locales, other file types, other folders and untracked files are not checked', () => {
  const long = inRepo(
    {
      'src/i18n/locales/de.ts': `export default { title: '${'x'.repeat(150)}' };\n`,
      'src/styles.css': `${line(150)}\n`,
      'test/a.test.ts': `${line(150)}\n`,
      'src/draft.ts': `${line(150)}\n`,
    },
    (root) => checkLineLength({ root }),
    ['src/draft.ts'],
  );
  assert.deepEqual(long, []);
});

test('the command exits 1 and lists the long lines, or exits 0 on a clean tree', () => {
  const run = (tree) =>
    inRepo(tree, (root) => {
      mkdirSync(path.join(root, 'scripts'));
      writeFileSync(path.join(root, 'scripts/check-line-length.mjs'), readFileSync(script));
      return spawnSync(process.execPath, ['scripts/check-line-length.mjs'], { cwd: root, encoding: 'utf8' });
    });
  const failed = run({ 'src/a.ts': `${line(121)}\n` });
  assert.equal(failed.status, 1);
  assert.match(failed.stdout, /^check-line-length: src\/a\.ts:1: 121 characters$/m);
  const passed = run({ 'src/a.ts': `${line(120)}\n` });
  assert.equal(passed.status, 0, passed.stdout);
});

test('the repository passes', () => {
  assert.deepEqual(checkLineLength(), []);
});
