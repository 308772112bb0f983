// The demo's /prerendered.html: the banner rendered by the server (renderConsentBanner) into the HTML.
//   node --test test/demo/   (after a build)
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

describe('demo /prerendered.html', () => {
  it("carries the painted banner in the visitor's language, its style and script under a per-response nonce", async () => {
    const response = await fetch(`${base}/prerendered.html`, { headers: { 'accept-language': 'he-IL,he;q=0.9' } });
    const html = await response.text();
    assert.equal(response.status, 200);
    assert.match(html, /<consent-banner data-consent-shell data-consent-painted><template shadowrootmode="open">/);
    assert.match(html, /dir="rtl" lang="he"/);
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy'))[1];
    assert.equal(html.split(`nonce="${nonce}"`).length - 1, 2);
    assert.match(await (await fetch(`${base}/prerendered.html?lang=de`)).text(), /lang="de"/);
  });

  it('sends no banner to a visitor whose cookie mirror holds a decision', async () => {
    const cookie = `consent-elements=ce1.1.${Date.now().toString(36)}.a`;
    const html = await (await fetch(`${base}/prerendered.html`, { headers: { cookie } })).text();
    assert.doesNotMatch(html, /<consent-banner/);
    assert.match(html, /<consent-dialog>/);
  });
});
