// Vite + React, production build, using only `consent-elements/react`: the provider, the hook (re-renders on
// change; its two errors) and each component rendering our tags, with `false` props written as "false".
import assert from 'node:assert/strict';
import { checkConsentFlow } from '../shared-checks.mjs';
import { checkServices } from './services-check.mjs';

export default {
  serve: 'dist',
  async browser({ page, requests, url }) {
    assert.equal(
      await page.locator('#outside-error').textContent(),
      'useConsentManager must be used within a ConsentManagerProvider',
    );
    const status = page.locator('#status');
    await checkConsentFlow(
      { page, requests },
      {
        before: async () => {
          assert.equal(await status.textContent(), 'marketing:false type:none has:false');
          const banner = page.locator('consent-banner');
          assert.equal(await banner.getAttribute('trap-focus'), 'false');
          assert.equal(
            await page.locator('consent-banner [part~="banner"]').getAttribute('role'),
            'region',
            'trapFocus={false}',
          );
          assert.equal(await page.locator('consent-dialog#widget').getAttribute('variant'), 'widget');
          await page.locator('consent-dialog#widget [part~="dialog"]').waitFor({ state: 'visible', timeout: 10_000 });
          assert.equal(await page.locator('consent-frame [slot="placeholder"] #custom-placeholder').count(), 1);
          await page.waitForFunction(() => customElements.get('consent-loading-bar'), null, { timeout: 5_000 });
        },
        after: async () => {
          assert.equal(
            await status.textContent(),
            'marketing:true type:all has:true',
            'the hook re-rendered on the decision',
          );
          await page.locator('#open-settings').click();
          await page
            .locator('consent-dialog[variant="dialog"] [part~="dialog"]')
            .waitFor({ state: 'visible', timeout: 10_000 });
        },
      },
    );

    const failing = await page.context().newPage();
    await failing.goto(new URL('store-error.html', url).href);
    await failing.locator('#store-error').waitFor({ timeout: 10_000 });
    assert.equal(
      await failing.locator('#store-error').textContent(),
      'Consent store must be initialized before creating context value',
    );
    await failing.close();
    await checkServices({ page, url });
  },
};
