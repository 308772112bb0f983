// Node (real scrollbars, which the wtr browser hides): the banner's scroll lock must not move the page sideways.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startBrowser } from './support/browser.mjs';

const PAGE = `<!doctype html><html lang="en"><head><title>t</title>
<script type="application/json" id="consent-config">{ "mode": "offline" }</script>
<script src="/dist/consent-elements.js"></script></head>
<body style="margin:0"><main id="content" style="height:3000px;margin:0 auto;max-width:600px">Article</main>
<div id="fixed" style="position:fixed;top:0;right:0;width:50px;height:10px"></div>
<consent-banner scroll-lock></consent-banner></body></html>`;

let browser;
before(async () => {
  browser = await startBrowser({ '/lock.html': PAGE });
});
after(() => browser?.close());

test('scroll-lock keeps the scrollbar room: content and fixed elements stay where they are', async () => {
  const page = await browser.open('/lock.html');
  const layout = () =>
    page.evaluate(() => ({
      scrollbar: innerWidth - document.documentElement.clientWidth,
      content: document.getElementById('content').getBoundingClientRect().toJSON(),
      bodyWidth: document.body.getBoundingClientRect().width,
      fixedRight: document.getElementById('fixed').getBoundingClientRect().right,
      overflow: getComputedStyle(document.documentElement).overflow,
    }));
  const reject = page.locator('consent-banner').locator('[part~=reject-button]');
  await reject.waitFor();
  await page.waitForFunction(() => document.documentElement.style.overflow === 'hidden');
  const locked = await layout();
  await reject.click();
  await page.waitForFunction(() => document.documentElement.style.overflow === '');
  const free = await layout();
  assert.ok(free.scrollbar > 0, 'this test needs a visible scrollbar');
  assert.equal(locked.overflow, 'hidden');
  assert.deepEqual(
    { left: locked.content.left, width: locked.content.width, body: locked.bodyWidth, fixed: locked.fixedRight },
    { left: free.content.left, width: free.content.width, body: free.bodyWidth, fixed: free.fixedRight },
    'the page moved when the scroll lock took the scrollbar away',
  );
  await page.close();
});
