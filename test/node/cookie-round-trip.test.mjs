// Node: a decision made in a real Chromium (the built drop-in) travels in the cookie mirror to a server, which reads
// it with parseConsentCookie (dist/server.js) and renders different HTML (the demo's /server-rendered page).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROME_ARGS, findChromium } from '../../scripts/find-chromium.mjs';
import { parseConsentCookie } from '../../dist/server.js';
import { CONSENT_PAGE_PATH, consentPage, renderConsentPage } from '../../demo/server/consent-page.mjs';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));

async function serve() {
  const server = http.createServer(async (req, res) => {
    const { pathname } = new URL(req.url, 'http://127.0.0.1');
    if (pathname === CONSENT_PAGE_PATH) return consentPage(req, res);
    // The page names the shipped folder, dist/cdn/; after a test build the same files are in dist/ (flat layout).
    const [, cdn, file] = /^\/dist\/(cdn\/)?([\w.-]+\.js|locales\/[\w-]+\.js)$/.exec(pathname) ?? [];
    if (!file) return res.writeHead(404).end();
    try {
      const body = await readFile(dist + (cdn ?? '') + file).catch(() => readFile(dist + file));
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
}

test('parseConsentCookie never throws and rejects foreign values', () => {
  for (const bad of [
    undefined,
    null,
    3,
    {},
    '',
    'a=b',
    'consent-elements=ce1.',
    'consent-elements=%E0%A4%A',
    'ce9.1.1.a',
  ]) {
    assert.equal(parseConsentCookie(bad), null);
  }
  assert.match(renderConsentPage(undefined), /No decision yet/);
});

test('cookie round trip: browser decision → Cookie header → parseConsentCookie → server-rendered HTML', async () => {
  const { server, origin } = await serve();
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROME_ARGS });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route(
      (url) => !url.href.startsWith(origin),
      (route) => route.abort(),
    );
    await page.goto(origin + CONSENT_PAGE_PATH);
    assert.equal(await page.getAttribute('#analytics', 'data-state'), 'off');
    await page.locator('consent-banner').locator('[part~="accept-button"]').click({ timeout: 10_000 });
    await page.waitForFunction(() => document.cookie.includes('consent-elements='), null, { timeout: 5_000 });

    const [cookie] = (await context.cookies()).filter((item) => item.name === 'consent-elements');
    assert.ok(cookie, 'the browser holds the cookie mirror');
    assert.ok(`${cookie.name}=${cookie.value}`.length <= 200);
    assert.equal(cookie.path, '/');
    assert.equal(cookie.sameSite, 'Lax');
    const decision = parseConsentCookie(`other=1; ${cookie.name}=${cookie.value}`);
    assert.deepEqual(decision.consents, {
      necessary: true,
      functionality: false,
      experience: false,
      measurement: true,
      marketing: false,
    });
    assert.equal(decision.consentInfo.type, 'all');
    assert.equal(decision.revision, null);

    await page.reload();
    assert.equal(await page.getAttribute('#analytics', 'data-state'), 'on', 'the server saw the decision');
    assert.match(await page.textContent('#decision'), /Decided .* \(all\)/);
  } finally {
    await browser.close();
    server.close();
  }
});
