// The ESM build (bundled by esbuild, chunks fetched with import()) on pages served under a strict Content-Security-
// Policy: nonce-only or 'self'-only scripts, styles without 'unsafe-inline', each also with Trusted Types enforced
// for scripts. The banner and the dialog must render styled (constructed sheets), Accept All and a withdrawal in
// the dialog must apply, the managed and the parked script must run only after consent, and no policy violation may
// be reported (console errors fail the fixture by themselves).
import assert from 'node:assert/strict';
import { checkConsentFlow } from '../shared-checks.mjs';
import { forgetDecision, RECORD_VIOLATIONS, strictPage, trustedTypes } from '../strict-csp.mjs';

const VARIANTS = [{ csp: 'nonce' }, { csp: 'self' }, { csp: 'nonce', tt: '1' }, { csp: 'self', tt: '1' }];
const SCRIPTS = ['/managed.js', '/parked.js'];

/** A host's part styled by constructed sheets alone: a fixed box, in a shadow root that adopted sheets. */
const styled = ([host, part]) => {
  const find = (root) =>
    root.querySelector(`[part~="${part}"]`) ??
    [...root.querySelectorAll('*')].reduce((found, el) => found ?? (el.shadowRoot && find(el.shadowRoot)), null);
  const hostElement = document.querySelector(host);
  const element = hostElement && ((hostElement.shadowRoot && find(hostElement.shadowRoot)) ?? find(hostElement));
  const root = element?.getRootNode();
  return Boolean(
    element &&
    root instanceof ShadowRoot &&
    root.adoptedStyleSheets.length &&
    getComputedStyle(element).position === 'fixed',
  );
};

export default {
  serve: 'dist',
  respond({ pathname, query, body }) {
    if (pathname !== 'index.html') return undefined;
    return strictPage(body, { csp: query.get('csp') ?? 'nonce', tt: query.has('tt') && trustedTypes() });
  },
  async browser({ page, requests, url, served }) {
    await page.addInitScript(RECORD_VIOLATIONS);
    for (const variant of VARIANTS) {
      const name = `CSP ${variant.csp}${variant.tt ? ' + Trusted Types' : ''}`;
      await forgetDecision(page, requests);
      const start = served.length;
      const response = await page.goto(`${url}?${new URLSearchParams(variant)}`);
      const header = response.headers()['content-security-policy'];
      const scriptSrc = variant.csp === 'nonce' ? /^script-src 'nonce-[\w+/=]+';/ : /^script-src 'self';/;
      assert.match(header, scriptSrc, `${name}: the page carries its policy`);
      assert.equal(header.includes('require-trusted-types-for'), Boolean(variant.tt), `${name}: Trusted Types header`);
      const ran = () => page.evaluate(() => [...(window.__ran ?? [])].sort());

      await checkConsentFlow(
        { page, requests },
        {
          async before() {
            await page.waitForFunction(styled, ['consent-banner', 'banner'], { timeout: 5_000 }).catch(() => {
              throw new Error(`${name}: the banner is not styled by its constructed sheets`);
            });
            assert.deepEqual(await ran(), [], `${name}: no gated script ran before consent`);
            assert.ok(!served.slice(start).some((file) => SCRIPTS.includes(file)), `${name}: requested before consent`);
          },
          async after() {
            await page
              .waitForFunction(() => window.__ran?.length === 2, null, { timeout: 5_000 })
              .catch(() => {
                throw new Error(`${name}: the managed and the parked script did not both run after consent`);
              });
            assert.deepEqual(await ran(), ['managed.js', 'parked.js'], `${name}: each gated script ran once`);
          },
        },
      );
      await page.click('[data-consent-action="open-dialog"]');
      await page.waitForFunction(styled, ['consent-dialog', 'overlay'], { timeout: 5_000 }).catch(() => {
        throw new Error(`${name}: the dialog is not styled by its constructed sheets`);
      });
      // A second decision, in the dialog: marketing withdrawn, the embed unloaded again.
      await page.locator('consent-dialog [part~="switch"][data-category="marketing"]').click();
      await page.locator('consent-dialog [part~="save-button"]').click();
      await page.waitForFunction(() => window.__consentChanges.length === 2, null, { timeout: 5_000 });
      const [, withdrawn] = await page.evaluate(() => window.__consentChanges);
      assert.deepEqual([withdrawn.consents.marketing, withdrawn.changed], [false, ['marketing']], `${name}: withdrawn`);
      await page.locator('consent-dialog [part~="dialog"]').waitFor({ state: 'detached', timeout: 5_000 });
      await page.waitForFunction(() => !document.querySelector('consent-frame iframe')?.src, null, { timeout: 5_000 });
      assert.deepEqual(await page.evaluate(() => window.__violations), [], `${name}: no policy violation`);
    }
  },
};
