// The supported browsers (package.json `browserslist`, docs/getting-started.md "Install, supported browsers and
// upgrades") and what the build ships for them: Safari 16.0-16.3 cannot parse a regex lookbehind, and a script holding
// one fails whole.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { esbuildTargets } from '../../scripts/build/targets.mjs';

const shipped = (dir) =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));

test('the build targets the browserslist of package.json', () => {
  assert.deepEqual(esbuildTargets(), ['chrome100', 'edge100', 'firefox115', 'safari16', 'ios16']);
});

test('no shipped script holds a regex lookbehind (Safari 16.0-16.3 throws a SyntaxError for the whole file)', () => {
  const files = shipped('dist');
  assert.ok(files.length > 10, 'dist/ is built');
  const offenders = files.filter((file) => /\(\?<[=!]/.test(readFileSync(file, 'utf8')));
  assert.deepEqual(offenders, []);
});
