// The demo server's own answers (issue 14 item 9), against the real server on its in-memory c15t adapter.
//   node --test test/demo/
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startDemoServer } from '../../demo/server.mjs';

let demo;
let base;
before(async () => {
  demo = await startDemoServer({ port: 0, database: 'memory', quiet: true });
  base = demo.url.replace(/\/$/, '');
});
after(() => demo?.close());

const post = (path, body, headers = {}) =>
  fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-c15t-country': 'DE', ...headers },
    body: JSON.stringify(body),
  });
const decision = (extra = {}) => ({
  type: 'cookie_banner',
  domain: '127.0.0.1',
  preferences: { necessary: true, marketing: true },
  metadata: {
    source: 'consent_widget',
    acceptanceMethod: 'all',
    submissionId: crypto.randomUUID(),
    clientTime: new Date().toISOString(),
  },
  ...extra,
});

describe('demo server', () => {
  for (const path of [
    '/react/%2e%2e%2fserver.mjs',
    '/react/..%2Fserver%2Fbackend.mjs',
    '/dist/..%2fserver.mjs',
    '/react/%2E%2E/server.mjs',
  ]) {
    it(`does not serve server source through ${path}`, async () => {
      const response = await fetch(base + path);
      const text = await response.text();
      assert.equal(response.status, 404);
      assert.doesNotMatch(text, /import|createBackend/);
    });
  }

  it('still serves the pages', async () => {
    assert.equal((await fetch(`${base}/index.html`)).status, 200);
    assert.equal((await fetch(`${base}/react/index.html`)).status, 200);
  });

  it('serves each page whole: its partials inlined, with the length it sends', async () => {
    for (const [page, parts] of [
      ['/index.html', ['The quiet return of the night train', 'data-theme-toggle', 'aria-label="Sections"']],
      ['/theming.html', ['The quiet return of the night train', 'data-theme-toggle', 'aria-label="Sections"']],
      ['/receipts.html', ['data-theme-toggle']],
      ['/react/', ['data-theme-toggle']],
    ]) {
      const response = await fetch(base + page);
      const html = await response.text();
      assert.equal(response.status, 200);
      assert.equal(Number(response.headers.get('content-length')), Buffer.byteLength(html), page);
      assert.doesNotMatch(html, /<!-- include:/, page);
      for (const part of parts) assert.ok(html.includes(part), `${page} has ${part}`);
    }
    assert.equal((await fetch(`${base}/partials/article.html`)).status, 404);
  });

  it('answers a backend error without a stack trace or a path of this machine', async () => {
    const response = await post('/api/c15t/consent/set', decision({ subjectId: 'sub_111D76deletedSubject0000000' }));
    const text = await response.text();
    assert.equal(response.status, 500);
    assert.match(text, /Subject not found/);
    assert.doesNotMatch(text, /stack|node_modules|file:\/\/|\/work\/|\bat \w/);
  });

  it("does not echo the caller's X-Forwarded-For from /api/c15t/status", async () => {
    const response = await fetch(`${base}/api/c15t/status`, {
      headers: { 'x-forwarded-for': '198.51.100.23', 'x-real-ip': '198.51.100.24' },
    });
    const text = await response.text();
    assert.equal(response.status, 200);
    assert.doesNotMatch(text, /198\.51\.100\.2[34]/);
  });

  it('records a decision once when its answer was lost and the client sends it again (same submissionId)', async () => {
    const body = decision();
    const first = await (await post('/api/c15t/consent/set', body)).json();
    const again = await (await post('/api/c15t/consent/set', body)).json();
    assert.equal(again.id, first.id);
    const { receipts } = await (await fetch(`${base}/api/receipts?subjectId=${first.subjectId}`)).json();
    assert.equal(receipts.length, 1);
    const other = await (await post('/api/c15t/consent/set', { ...decision(), subjectId: first.subjectId })).json();
    assert.notEqual(other.id, first.id);
  });

  it('?country=US&region=CA: the page remembers both, and the banner info reports the region (issue 26)', async () => {
    const page = await fetch(`${base}/index.html?country=US&region=CA`);
    const cookies = page.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
    assert.deepEqual(cookies, ['demo_country=US', 'demo_region=CA']);
    const html = await page.text();
    const config = JSON.parse(
      /<script type="application\/json" id="consent-config">([\s\S]*?)<\/script>/.exec(html)[1],
    );
    const optOut = config.policies.find((policy) => policy.model === 'opt-out');
    assert.ok(optOut.match.regions.includes('US-CA'));
    assert.match(html, /data-consent-action="open-dialog"/);
    const info = await (
      await fetch(`${base}/api/c15t/show-consent-banner`, { headers: { cookie: cookies.join('; ') } })
    ).json();
    assert.deepEqual(info.location, { countryCode: 'US', regionCode: 'CA' });
    // A country alone forgets the region.
    const germany = await fetch(`${base}/index.html?country=DE`);
    assert.deepEqual(
      germany.headers.getSetCookie().map((cookie) => cookie.split(';')[0]),
      ['demo_country=DE', 'demo_region='],
    );
  });
});
