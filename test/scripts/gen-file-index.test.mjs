import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import { summaryOf } from '../../scripts/gen-file-index.mjs';

test("a file's line is the first sentence of its header comment, else of its first doc comment", () => {
  assert.equal(summaryOf('// CI: checks names. More here.\nimport x from "y";'), 'CI: checks names.');
  assert.equal(
    summaryOf("import x from 'y';\n/**\n * Hands the page over.\n * Then more.\n */\nexport {};"),
    'Hands the page over.',
  );
  assert.equal(summaryOf('/** A | B. */'), 'A \\| B.');
  assert.equal(summaryOf('export const a = 1;'), '');
});

test('docs/files.md is what the sources give', () => {
  const out = execFileSync(process.execPath, ['scripts/gen-file-index.mjs', '--check'], { encoding: 'utf8' });
  assert.match(out, /matches the sources/);
});
