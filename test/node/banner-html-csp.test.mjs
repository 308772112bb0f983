// Node + Chromium: the page a static site builds from `consent-elements banner-html` runs the banner's inline script
// under a Content-Security-Policy that allows it only by the hash the CLI printed (no 'unsafe-inline' for scripts),
// and the built drop-in then answers a click made before it arrived, also when it paints the banner anew in the
// browser's language (English here; the page was rendered in German).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROME_ARGS, findChromium } from '../../scripts/find-chromium.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

test('the inline script runs under script-src with only the printed hash, and the drop-in adopts the banner', async () => {
  const cli = spawnSync(process.execPath, [`${root}bin/consent-elements.mjs`, 'banner-html', '--lang', 'de'], {
    encoding: 'utf8',
  });
  assert.equal(cli.status, 0, cli.stderr);
  const hash = cli.stderr.trim();
  const html =
    `<!doctype html><html lang="de"><head><title>t</title></head><body><main>Text</main>${cli.stdout}` +
    '<script src="/dist/consent-elements.js" defer></script></body></html>';
  let releaseDropIn;
  const dropInHeld = new Promise((resolve) => (releaseDropIn = resolve));
  const server = http.createServer(async (req, res) => {
    const { pathname } = new URL(req.url, 'http://127.0.0.1');
    if (pathname === '/') {
      const csp = `script-src 'self' ${hash}; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'none'`;
      return res.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': csp }).end(html);
    }
    const file = /^\/dist\/([\w.-]+\.js|locales\/\w+\.js)$/.exec(pathname)?.[1];
    if (!file) return res.writeHead(404).end();
    if (file === 'consent-elements.js') await dropInHeld; // a slow network: the visitor clicks first
    const body = await readFile(`${root}dist/${file}`).catch(() => null);
    if (!body) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/javascript' }).end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROME_ARGS });
  try {
    const page = await browser.newPage();
    const violations = [];
    page.on('console', (message) => /Content Security Policy/.test(message.text()) && violations.push(message.text()));
    await page.goto(`http://127.0.0.1:${server.address().port}/`, { waitUntil: 'commit' });
    const accept = page.locator('consent-banner').locator('[part~="accept-button"]');
    await accept.waitFor({ timeout: 5000 });
    assert.equal(await accept.textContent(), 'Alle akzeptieren');
    await accept.click();
    assert.equal(
      await page.locator('consent-banner').getAttribute('data-consent-pending'),
      'accept-button',
      'the inline script ran (it records the click)',
    );
    releaseDropIn();
    await page.waitForFunction(
      () => window.ConsentElements?.getConsentManager().getState().consentInfo?.type === 'all',
      null,
      { timeout: 5000 },
    );
    await page.waitForFunction(
      () => !document.querySelector('consent-banner').shadowRoot.querySelector('[part~="banner"]'),
      null,
      { timeout: 5000 },
    );
    assert.deepEqual(violations, []);
  } finally {
    releaseDropIn();
    await browser.close();
    server.close();
  }
});
