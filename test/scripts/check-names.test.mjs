import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkNames } from '../../scripts/check-names.mjs';

test('same-named files in different layers fail, naming both', () => {
  const problems = checkNames(['src/core/loading-bar.ts', 'src/ui/loading-bar.ts', 'src/react/x/loading-bar.tsx']);
  assert.equal(problems.length, 1);
  assert.match(problems[0], /"loading-bar".*src\/core\/loading-bar\.ts.*src\/ui\/loading-bar\.ts/);
});

test('same-named files in one layer, and allowed names, pass', () => {
  assert.deepEqual(checkNames(['src/core/options.ts', 'src/core/compliance/options.ts']), []);
  assert.deepEqual(checkNames(['src/index.ts', 'src/server/index.ts', 'elements/index.ts']), []);
});

test('the tree has one name per file across layers', async () => {
  const { execFileSync } = await import('node:child_process');
  const out = execFileSync(process.execPath, ['scripts/check-names.mjs'], { encoding: 'utf8' });
  assert.match(out, /one name per file across layers/);
});
