// Node + Chromium: a real client of our GPP API. Prebid.js (npm `prebid.js`, its precompiled modules bundled with
// esbuild as a site's build would, with `consentManagementGpp`, cmpApi 'iab') runs an auction on a page with the
// built drop-in under a US opt-out policy; a bidder that only records what it was given shows the `gppConsent`
// Prebid read from `__gpp`: before and after the one-click opt-out, and with Global Privacy Control. The strings are
// decoded with IAB's own library (@iabgpp/cmpapi). Nothing leaves 127.0.0.1.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { GppModel } from '@iabgpp/cmpapi';
import { chromium } from 'playwright-core';
import { CHROME_ARGS, findChromium } from '../../scripts/find-chromium.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dist = existsSync(`${root}dist/cdn/consent-elements.js`) ? `${root}dist/cdn/` : `${root}dist/`;

// The site's Prebid build: the core, the GPP consent module and one bidder adapter of its own.
const PREBID_ENTRY = `
import pbjs from 'prebid.js';
import 'prebid.js/modules/consentManagementGpp';
import { registerBidder } from ${JSON.stringify(`${root}node_modules/prebid.js/dist/src/src/adapters/bidderFactory.js`)};
registerBidder({
  code: 'recorder',
  isBidRequestValid: () => true,
  buildRequests(bids, bidderRequest) {
    (window.__gppConsents ||= []).push(bidderRequest.gppConsent ?? null);
    return [];
  },
  interpretResponse: () => [],
});
pbjs.processQueue();
`;

const CONFIG = {
  mode: 'offline',
  location: { countryCode: 'US', regionCode: 'CA' },
  consentCategories: ['necessary', 'measurement', 'marketing'],
  policies: [
    { id: 'us', model: 'opt-out', gpc: true, match: { countries: ['US'] } },
    { id: 'rest', model: 'opt-in', match: { fallback: true } },
  ],
  gpp: true,
};
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ads</title>
<script type="application/json" id="consent-config">${JSON.stringify(CONFIG)}</script>
<script src="/consent-elements.js"></script>
<script async src="/prebid.js"></script>
<script>
  window.pbjs = window.pbjs || { que: [] };
  pbjs.que.push(() => {
    pbjs.setConfig({ consentManagement: { gpp: { cmpApi: 'iab', timeout: 3000 } } });
    pbjs.addAdUnits([{ code: 'slot', mediaTypes: { banner: { sizes: [[300, 250]] } }, bids: [{ bidder: 'recorder', params: {} }] }]);
  });
  window.auction = () => new Promise((done) => pbjs.que.push(() => pbjs.requestBids({ timeout: 2000, bidsBackHandler: () => done(window.__gppConsents.at(-1)) })));
</script></head>
<body><h1>News</h1><div id="slot"></div><consent-banner></consent-banner></body></html>`;

let server;
let browser;
let url;
let dir;
before(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'prebid-gpp-'));
  const bundle = path.join(dir, 'prebid.js');
  await build({
    stdin: { contents: PREBID_ENTRY, resolveDir: root, loader: 'js' },
    bundle: true,
    format: 'iife',
    minify: true,
    outfile: bundle,
    logLevel: 'error',
  });
  const prebid = await readFile(bundle);
  server = http.createServer(async (req, res) => {
    const { pathname } = new URL(req.url, 'http://127.0.0.1');
    if (pathname === '/') return res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
    if (pathname === '/prebid.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end(prebid);
    const file = /^\/([\w.-]+\.js|locales\/[\w-]+\.js)$/.exec(pathname)?.[1];
    const body = file && (await readFile(`${dist}${file}`).catch(() => null));
    if (!body) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/javascript' }).end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${server.address().port}/`;
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROME_ARGS });
});
after(async () => {
  await browser?.close();
  server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A fresh visitor's tab (GPC on or off) that never leaves 127.0.0.1. */
async function visit(gpc = false) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route(
    (target) => !target.href.startsWith(url),
    (route) => route.abort(),
  );
  if (gpc)
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
  await page.goto(url);
  return page;
}
const auction = (page) => page.evaluate(() => window.auction());
const usnat = (consent) => new GppModel(consent.gppString).toObject().usnat;

describe('Prebid.js reads our GPP API', { timeout: 90_000 }, () => {
  it('before and after the one-click opt-out: the usnat section, its opt-outs following the choice', async () => {
    const page = await visit();
    await page.locator('consent-banner').locator('[part~="reject-button"]').waitFor({ timeout: 10_000 });
    const first = await auction(page);
    assert.ok(first, 'the bidder got no gppConsent');
    assert.deepEqual(first.applicableSections, [7], 'usnat applies');
    assert.deepEqual(usnat(first), {
      ...usnat(first),
      SaleOptOutNotice: 1,
      SaleOptOut: 2,
      TargetedAdvertisingOptOut: 2,
      Gpc: false,
    });

    await page.locator('consent-banner').locator('[part~="reject-button"]').click();
    await page.waitForFunction(() => window.ConsentElements.getConsentManager().getState().consentInfo);
    const second = await auction(page);
    assert.notEqual(second.gppString, first.gppString);
    assert.deepEqual(second.applicableSections, [7]);
    assert.equal(usnat(second).SaleOptOut, 1, 'opted out of sale');
    assert.equal(usnat(second).SharingOptOut, 1);
    assert.equal(usnat(second).TargetedAdvertisingOptOut, 1);
    await page.context().close();
  });

  it('with Global Privacy Control: opted out and Gpc set, before any click', async () => {
    const page = await visit(true);
    const consent = await auction(page);
    assert.deepEqual(consent.applicableSections, [7]);
    assert.equal(usnat(consent).Gpc, true);
    assert.equal(usnat(consent).SaleOptOut, 1);
    assert.equal(usnat(consent).TargetedAdvertisingOptOut, 1);
    await page.context().close();
  });
});
