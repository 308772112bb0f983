// Vite + React (TypeScript strict; `bundler`, `node16` and `nodenext` typechecks by the fixture's own script): the
// production build runs the consent flow, and `trap-focus={false}` in JSX turns focus trapping off (React 19 drops
// a `false` attribute; the element takes it as a property).
import assert from 'node:assert/strict';
import path from 'node:path';
import { checkConsentFlow, checkQuickStart } from '../shared-checks.mjs';

export default {
  serve: 'dist',
  async node({ dir }) {
    checkQuickStart('esm', path.join(dir, 'src/main.tsx'));
  },
  async browser({ page, requests }) {
    await checkConsentFlow(
      { page, requests },
      {
        before: async () => {
          const banner = page.locator('consent-banner [part~="banner"]');
          assert.equal(await banner.getAttribute('role'), 'region', 'trap-focus={false}: the banner is not a modal');
          assert.equal(await page.locator('consent-banner').getAttribute('trap-focus'), 'false');
        },
      },
    );
  },
};
