// node --test test/scripts/: the check that the options table, the interface and the docs name the same options.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compare, docsKeys, interfaceKeys } from '../../scripts/check-config-docs.mjs';

test('the docs table and the interface are read, two options in one cell count as two', () => {
  const markdown = '| option | default |\n| --- | --- |\n| `mode` | x |\n| `policies`, `location` | – |\nsee `store`';
  assert.deepEqual(docsKeys(markdown), ['mode', 'policies', 'location']);
  const source =
    'export interface ConsentOptions {\n  /** doc */\n  mode?: string;\n  nested?: {\n    inner?: 1;\n  };\n}';
  assert.deepEqual(interfaceKeys(source), ['mode', 'nested']);
});

test('an option one home lacks is named with that home', () => {
  assert.deepEqual(compare({ table: ['a', 'b'], docs: ['a'], types: ['a', 'b'] }), ['docs lacks: b']);
  assert.deepEqual(compare({ table: ['a'], docs: ['a'] }), []);
});
