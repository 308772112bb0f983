// esbuild (minified, code splitting): a second bundler that honours `sideEffects`. The README's ESM quick start,
// verbatim, is the whole entry; the tags are in the page's markup. React loads only once the banner must show.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkConsentFlow, checkQuickStart } from '../shared-checks.mjs';

export default {
  serve: 'dist',
  async node({ dir }) {
    checkQuickStart('esm', path.join(dir, 'src/main.js'));
    const main = readFileSync(path.join(dir, 'dist/assets/index.js'), 'utf8');
    assert.ok(!main.includes('react.transitional.element'), 'the entry bundle holds no React');
  },
  async browser({ page, requests }) {
    await checkConsentFlow({ page, requests });
  },
};
