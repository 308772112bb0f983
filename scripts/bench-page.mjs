// What the drop-in benches share: one HTML page served beside the built drop-in (gzip, as a site would), on
// 127.0.0.1, and a headless Chromium, with a watchdog so a hung page cannot hang the command.
import http from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROME_ARGS, findChromium } from './find-chromium.mjs';

// The drop-in as it ships (dist/cdn/ after `npm run build`), or a test build's dist/ (plain names).
const built = fileURLToPath(new URL('../dist/', import.meta.url));
const dist = existsSync(`${built}cdn/consent-elements.js`) ? `${built}cdn/` : built;

/** Serves `html` at `/` and dist/ files beside it; resolves with the page's URL, the browser, `openTab()` and `close()`. */
export async function startBenchPage(name, html, timeoutMs = 300_000) {
  const server = http.createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    if (path === '/') return res.writeHead(200, { 'content-type': 'text/html' }).end(html);
    try {
      const body = gzipSync(readFileSync(dist + path.slice(1).replace(/\.\.+/g, '')), { level: 9 });
      res.writeHead(200, { 'content-type': 'text/javascript', 'content-encoding': 'gzip' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const watchdog = setTimeout(() => {
    console.error(`${name}: timed out`);
    process.exit(2);
  }, timeoutMs);
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROME_ARGS });
  const url = `http://127.0.0.1:${server.address().port}/`;
  return {
    url,
    browser,
    /** A fresh context's tab at `cpu`x CPU that never leaves 127.0.0.1 and records long tasks in `window.__tasks`. */
    async openTab(cpu) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
      const tab = await context.newPage();
      await tab.route(
        (target) => !target.href.startsWith(url),
        (route) => route.abort(),
      );
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
      await tab.addInitScript(() => {
        window.__tasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.__tasks.push([entry.startTime, entry.duration]);
        }).observe({ type: 'longtask', buffered: true });
      });
      return { context, tab };
    },
    async close() {
      clearTimeout(watchdog);
      await browser.close();
      server.close();
    },
  };
}
