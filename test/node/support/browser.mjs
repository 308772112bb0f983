// Node tests that need what the wtr browser cannot give: real scrollbars (puppeteer's headless launch hides them)
// and scripts injected into a page the way an extension does. Serves the repository's files on 127.0.0.1 (port 0)
// plus the given pages, and opens them in Chromium through playwright-core. Nothing leaves 127.0.0.1.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROME_ARGS, findChromium } from '../../../scripts/find-chromium.mjs';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const TYPES = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.json': 'application/json',
  '.html': 'text/html',
};

/** Starts the server and the browser; `pages` maps a path ('/page.html') to its HTML. Call `close()` when done. */
export async function startBrowser(pages = {}) {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url, 'http://127.0.0.1');
    if (pages[url.pathname] !== undefined) {
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end(pages[url.pathname]);
    }
    const file = path.join(ROOT, path.normalize(url.pathname));
    if (!file.startsWith(ROOT) || !/^\/(dist|node_modules)\//.test(url.pathname)) {
      response.writeHead(404);
      return response.end();
    }
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: CHROME_ARGS,
    ignoreDefaultArgs: ['--hide-scrollbars'],
  });
  const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
  await context.route(/.*/, (route) => (route.request().url().startsWith(origin) ? route.continue() : route.abort()));
  return {
    origin,
    context,
    async open(pathname) {
      const page = await context.newPage();
      await page.goto(origin + pathname);
      return page;
    },
    async close() {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
