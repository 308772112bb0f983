// Vite + Svelte 5 (svelte-check runs the fixture's typecheck with the tags' SvelteHTMLElements typings): the
// production build runs the consent flow, and the main bundle holds no React.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkConsentFlow } from '../shared-checks.mjs';

export default {
  serve: 'dist',
  async browser({ page, requests, dir }) {
    const assets = path.join(dir, 'dist/assets');
    const main = readdirSync(assets).find((file) => /^index-.*\.js$/.test(file));
    const code = readFileSync(path.join(assets, main), 'utf8');
    assert.ok(!code.includes('react.transitional.element'), 'no React in the main bundle');
    await checkConsentFlow({ page, requests });
  },
};
