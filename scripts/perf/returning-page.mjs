// What the returning-visit tools share: the bench's server and Chromium (from ../shared/bench), and a context whose
// first visit to a bench page has decided, so its next page is a returning visit. Run from the project root.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(path.resolve('../shared/bench/package.json'));
const { chromium } = require('playwright-core');
const { startServer } = await import(pathToFileURL(path.resolve('../shared/bench/server.mjs')).href);

/** The bench server and a browser; `close()` ends both. */
export async function startReturningBench() {
  const { url, close } = await startServer();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  return {
    url,
    browser,
    close: async () => {
      await browser.close();
      await close();
    },
  };
}

/** Serves `body` as the page's drop-in core in `context` (a build to compare, or one with its source map). */
export const serveCore = (context, body) =>
  context.route('**/assets/consent-elements.js', (route) => route.fulfill({ body, contentType: 'text/javascript' }));

/** The bench's "accept all" selector of `page` (../shared/bench/pages.json), in Playwright's syntax. */
function acceptSelector(page) {
  const pages = JSON.parse(readFileSync(path.resolve('../shared/bench/pages.json'), 'utf8')).pages;
  const accept = pages.find((entry) => entry.name === page)?.accept;
  // Playwright's CSS reaches into open shadow roots by itself: the bench's `>>>` steps are plain descendants here.
  return typeof accept === 'string' ? accept.replace(/\s*>>>\s*/g, ' ') : null;
}

/** Visits `page` in `context` once and accepts where the page has a banner: the next visit is a returning one. */
export async function decideOnce(context, url, page = 'ours') {
  const tab = await context.newPage();
  await tab.goto(`${url}/anchors/${page}/dist/`);
  const accept = acceptSelector(page);
  if (accept) {
    await tab.locator(accept).click();
    await tab.waitForTimeout(300);
  }
  await tab.close();
}

/**
 * A returning visit to the bench page `page` (default `ours`) at 4x CPU in a fresh context (`core`: a build of the
 * drop-in to serve in place of the page's; `init`: an init script, e.g. observers), once its first visit decided;
 * resolves to what `read` evaluates in the page 600 ms after load. `uncached`: without the HTTP cache, as the bench's
 * returning visit (the files and their compiled code are not reused). The context is closed.
 */
export async function returningVisit(browser, url, { core, init, read, page: name = 'ours', uncached = false }) {
  const context = await browser.newContext();
  try {
    if (core) await serveCore(context, core);
    if (init) await context.addInitScript(init);
    await decideOnce(context, url, name);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (uncached) {
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    }
    await page.goto(`${url}/anchors/${name}/dist/`, { waitUntil: 'load' });
    await page.waitForTimeout(600);
    return await page.evaluate(read);
  } finally {
    await context.close();
  }
}
