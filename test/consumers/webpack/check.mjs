// webpack 5, production mode: the README's ESM quick start, verbatim, is the whole entry; the tags are in the
// page's markup. Tree-shaking with `sideEffects` must keep `consent-elements/define` (the tags get defined), and the
// views and React must land in chunks of their own that the page fetches only once the banner must show. Then the
// same page under a nonce-only CSP with Trusted Types enforced, webpack given the nonce and a policy name as its
// docs say: the flow again, with no violation.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkConsentFlow, checkQuickStart } from '../shared-checks.mjs';
import { forgetDecision, RECORD_VIOLATIONS, strictPage, trustedTypes } from '../strict-csp.mjs';

const REACT = 'react.transitional.element'; // a symbol React 19's runtime defines

export default {
  serve: 'dist',
  respond({ pathname, query, body }) {
    if (pathname !== 'index.html') return undefined;
    return strictPage(body, { csp: query.get('csp'), tt: query.has('tt') && trustedTypes('webpack') });
  },
  async node({ dir }) {
    checkQuickStart('esm', path.join(dir, 'src/main.js'));
    const stats = JSON.parse(readFileSync(path.join(dir, 'dist/stats.json'), 'utf8'));
    const main = stats.chunks.find((chunk) => chunk.initial);
    const modules = (chunk) =>
      (chunk.modules ?? []).flatMap((group) => [group.name, ...(group.modules ?? []).map((inner) => inner.name)]);
    assert.ok(
      modules(main).some((name) => /consent-elements\/dist\/define\.js/.test(name)),
      'the entry chunk keeps consent-elements/define',
    );
    const react = (name) => /node_modules\/react(-dom)?\//.test(name);
    assert.ok(!modules(main).some(react), 'the entry chunk holds no React');
    assert.ok(
      stats.chunks.some((chunk) => !chunk.initial && modules(chunk).some((name) => /react-dom/.test(name))),
      'React DOM is in an on-demand chunk',
    );
    assert.ok(!readFileSync(path.join(dir, 'dist/assets/main.js'), 'utf8').includes(REACT), 'main.js holds no React');
  },
  async browser({ page, requests, url, dir, served }) {
    const hasReact = (file) => readFileSync(path.join(dir, 'dist', file), 'utf8').includes(REACT);
    const scripts = () => served.filter((file) => file.startsWith('/assets/') && file.endsWith('.js'));
    await checkConsentFlow(
      { page, requests },
      {
        async before() {
          assert.ok(scripts().includes('/assets/main.js'), 'the page loaded main.js');
        },
      },
    );
    assert.ok(scripts().some(hasReact), 'React loads on demand once the banner must show');

    await page.addInitScript(RECORD_VIOLATIONS);
    await forgetDecision(page, requests);
    const response = await page.goto(`${url}?csp=nonce&tt=1`);
    assert.match(response.headers()['content-security-policy'], /^script-src 'nonce-.*require-trusted-types-for/);
    await checkConsentFlow({ page, requests }).catch((error) => {
      throw new Error(`under a strict CSP and Trusted Types: ${error.message}`);
    });
    assert.deepEqual(await page.evaluate(() => window.__violations), [], 'no policy violation');
  },
};
