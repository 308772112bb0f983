// Plain HTML: the README's quick start, verbatim, with the drop-in's files from the tarball (`./drop-in`); then
// services.html, a page that declares services (services-check.mjs).
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { checkConsentFlow, checkQuickStart } from '../shared-checks.mjs';
import { checkServices } from './services-check.mjs';

export default {
  serve: 'dist',
  async node({ dir }) {
    checkQuickStart('html', path.join(dir, 'index.html'));
    const resolved = createRequire(path.join(dir, 'index.js')).resolve('consent-elements/drop-in');
    assert.ok(resolved.endsWith('/dist/cdn/consent-elements.js'), 'exports["./drop-in"] is the drop-in script');
  },
  async browser({ page, requests, served, url }) {
    await checkConsentFlow(
      { page, requests },
      {
        before: async () => assert.ok(!served.includes('/analytics.js'), 'the measurement script waits for consent'),
        after: async () => {
          await page.waitForFunction(() => window.analyticsStarted === true, null, { timeout: 5_000 });
        },
      },
    );
    await checkServices({ page, requests, url });
  },
};
