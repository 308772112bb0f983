// Screenshots of the demo for a visual check: builds, starts the demo server on a free port with c15t's
// in-memory database, and saves PNGs into /tmp/shots/ (or SHOTS_DIR). Console errors, failed requests and
// any attempt to leave 127.0.0.1 are listed at the end; the exit code is 1 if there were any.
//   node scripts/screenshot.mjs [--no-build]
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROME_ARGS, findChromium } from './find-chromium.mjs';
import { buildDist, buildReactDemo } from './build-demo.mjs';
import { startDemoServer } from '../demo/server.mjs';

const OUT = process.env.SHOTS_DIR ?? '/tmp/shots';
const RUN_LIMIT_MS = 240_000;
const WAIT_MS = 10_000;
const SETTLE_MS = 450; // the elements' 200 ms transitions, with margin

setTimeout(() => {
  console.error(`screenshot: gave up after ${RUN_LIMIT_MS / 1000} s`);
  process.exit(2);
}, RUN_LIMIT_MS).unref();

if (!process.argv.includes('--no-build')) {
  buildDist();
  await buildReactDemo();
}
await mkdir(OUT, { recursive: true });
const demo = await startDemoServer({ port: 0, database: 'memory', quiet: true });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROME_ARGS, headless: true });
const problems = [];
const saved = [];

try {
  await shoot();
} catch (error) {
  problems.push(`stopped: ${error.message.split('\n')[0]}`);
  const page = browser.contexts().at(-1)?.pages()[0];
  if (page) await save(page, 'failure').catch(() => {});
} finally {
  await browser.close();
  await demo.close();
}
console.log(`screenshot: ${saved.length} PNGs in ${OUT}:\n  ${saved.join('\n  ')}`);
if (problems.length) console.log(`problems (${problems.length}):\n  ${problems.join('\n  ')}`);
process.exit(problems.length ? 1 : 0);

async function shoot() {
  // index: banner (DE = GDPR), desktop and phone
  for (const width of [1280, 375]) {
    const page = await open('?country=DE', { width });
    await bannerShown(page);
    await save(page, `index-banner-${width}`);
    if (width === 1280) await save(page, 'index-full-1280', { fullPage: true });
    await page.locator('consent-banner').locator('[part~=customize-button]').click();
    await dialogShown(page);
    await save(page, `dialog-${width}`);
    await page.locator('consent-dialog').locator('[part~=reject-button]').click();
    await page.locator('consent-frame').locator('[part~=placeholder]').waitFor({ timeout: WAIT_MS });
    await page.locator('consent-frame').evaluate((frame) => frame.scrollIntoView({ block: 'center' }));
    await page.waitForTimeout(SETTLE_MS);
    await save(page, `frame-placeholder-${width}`);
    if (width === 1280) {
      await page.locator('consent-frame').locator('[part~=placeholder-button]').click();
      await page.locator('consent-frame iframe[src]').waitFor({ timeout: WAIT_MS });
      await page.waitForTimeout(SETTLE_MS);
      await save(page, 'frame-granted-1280');
    }
    await page.context().close();
  }

  // dark mode, banner and dialog
  {
    const page = await open('?country=DE', { width: 1280, dark: true });
    await bannerShown(page);
    await save(page, 'dark-banner-1280');
    await page.locator('consent-banner').locator('[part~=customize-button]').click();
    await dialogShown(page);
    await save(page, 'dark-dialog-1280');
    await page.context().close();
  }

  // theming page, light and dark
  for (const dark of [false, true]) {
    const page = await open('theming.html?country=DE', { width: 1280, dark });
    await bannerShown(page);
    await save(page, `theming-banner-1280${dark ? '-dark' : ''}`);
    await page.locator('consent-banner').locator('[part~=customize-button]').click();
    await dialogShown(page);
    await save(page, `theming-dialog-1280${dark ? '-dark' : ''}`);
    if (!dark) {
      await page.locator('consent-dialog').locator('[part~=reject-button]').click();
      await page.locator('consent-frame').evaluate((frame) => frame.scrollIntoView({ block: 'center' }));
      await page.locator('consent-frame').locator('[part~=placeholder]').waitFor({ timeout: WAIT_MS });
      await page.waitForTimeout(SETTLE_MS);
      await save(page, 'theming-frame-1280');
    }
    await page.context().close();
  }

  // US: no banner, everything implied; the analytics script loads
  {
    const page = await open('?country=US', { width: 1280 });
    await analyticsLoaded(page, 'US, implied consent');
    await page.locator('consent-frame').evaluate((frame) => frame.scrollIntoView({ block: 'center' }));
    await page.waitForTimeout(SETTLE_MS);
    await save(page, 'index-us-1280');
    await page.context().close();
  }

  // receipts after accepting, then after a second, custom decision
  {
    const page = await open('?country=DE', { width: 1280 });
    await bannerShown(page);
    await page.locator('consent-banner').locator('[part~=accept-button]').click();
    await receiptStored(page, 1);
    await analyticsLoaded(page, 'DE, accepted all');
    await save(page, 'index-accepted-1280');
    await page.locator('footer [data-consent-action=open-dialog]:not(.privacy-choices)').click();
    await dialogShown(page);
    await page.locator('consent-dialog').locator('[part~=switch]').nth(2).click();
    await page.locator('consent-dialog').locator('[part~=save-button]').click();
    await receiptStored(page, 2);
    await page.goto(`${demo.url}receipts.html`);
    await page.locator('[data-receipts] table').waitFor({ timeout: WAIT_MS });
    await save(page, 'receipts-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await save(page, 'receipts-375');
    const other = await open('receipts.html', { width: 1280 });
    await other.locator('[data-receipts] .notice:not(:has-text("Loading"))').waitFor({ timeout: WAIT_MS });
    await bannerShown(other);
    await save(other, 'receipts-other-browser-1280');
    await other.context().close();
    await page.context().close();
  }

  // React demo: banner, then after accepting (consents and event log)
  for (const width of [1280, 375]) {
    const page = await open('react/?country=DE', { width });
    await bannerShown(page);
    await save(page, `react-banner-${width}`);
    if (width === 1280) {
      await page.locator('consent-banner').locator('[part~=accept-button]').click();
      await receiptStored(page, 1);
      await page.waitForTimeout(SETTLE_MS);
      await save(page, 'react-accepted-1280', { fullPage: true });
      await page.getByRole('button', { name: 'Cookie settings' }).click();
      await dialogShown(page);
      await save(page, 'react-dialog-1280');
    }
    await page.context().close();
  }
}

async function open(pathAndQuery, { width, dark = false }) {
  const context = await browser.newContext({
    viewport: { width, height: width < 640 ? 812 : 800 },
    deviceScaleFactor: 1,
  });
  if (dark) await context.addInitScript(() => localStorage.setItem('demo-site-theme', 'dark'));
  else
    await context.addInitScript(
      () => localStorage.getItem('demo-site-theme') ?? localStorage.setItem('demo-site-theme', 'light'),
    );
  const page = await context.newPage();
  const label = `${pathAndQuery} @${width}${dark ? ' dark' : ''}`;
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === '127.0.0.1' || url.protocol === 'data:') return route.continue();
    problems.push(`${label}: request to ${url.href} blocked`);
    return route.abort();
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${label}: console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${label}: page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    if (!/ERR_ABORTED/.test(request.failure()?.errorText ?? ''))
      problems.push(`${label}: ${request.url()} failed: ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${label}: ${response.status()} for ${response.url()}`);
  });
  await page.goto(`${demo.url}${pathAndQuery}`, { timeout: WAIT_MS });
  return page;
}

async function bannerShown(page) {
  await page.locator('consent-banner').locator('[part~=banner]').waitFor({ state: 'visible', timeout: WAIT_MS });
  await page.waitForTimeout(SETTLE_MS);
}

async function dialogShown(page) {
  await page
    .locator('consent-dialog:not([variant=widget])')
    .locator('[part~=dialog]')
    .waitFor({ state: 'visible', timeout: WAIT_MS });
  await page.waitForTimeout(SETTLE_MS);
}

/** The managed script of the JSON config; its absence is reported, not fatal, so the other shots still happen. */
async function analyticsLoaded(page, when) {
  try {
    await page.locator('.analytics-badge').waitFor({ timeout: 3000 });
  } catch {
    problems.push(`${when}: the managed script /demo-analytics.js was not loaded although measurement is granted`);
  }
}

async function receiptStored(page, count) {
  await page.waitForFunction(
    (n) => JSON.parse(localStorage.getItem('consent-elements-receipts') ?? '[]').length >= n,
    count,
    { timeout: WAIT_MS },
  );
}

async function save(page, name, options = {}) {
  const file = path.join(OUT, `${name}.png`);
  await page.screenshot({ path: file, ...options });
  saved.push(file);
}
