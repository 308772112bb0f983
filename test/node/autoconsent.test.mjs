// Node: our autoconsent rule (autoconsent/consent-elements.json) run by DuckDuckGo's own content script
// (@duckduckgo/autoconsent, injected as its Playwright/Puppeteer bundle) on a drop-in page in Chromium: it finds the
// banner inside the shadow root, opts out (or in), and its self-test confirms the choice held.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { startBrowser } from './support/browser.mjs';

const require = createRequire(import.meta.url);
const bundle = readFileSync(
  path.join(path.dirname(require.resolve('@duckduckgo/autoconsent')), 'autoconsent.playwright.js'),
  'utf8',
);
const rule = JSON.parse(readFileSync(new URL('../../autoconsent/consent-elements.json', import.meta.url), 'utf8'));

const CONFIG = { mode: 'offline', consentCategories: ['necessary', 'measurement', 'marketing'] };
// A US visitor under an opt-out policy: the notice ("Your Privacy Choices"), its Reject All the one-click opt-out.
const NOTICE = {
  ...CONFIG,
  policies: [{ id: 'us-opt-out', match: { regions: ['US-CA'] }, model: 'opt-out' }],
  location: { countryCode: 'US', regionCode: 'CA' },
};
const page = (attributes = '', config = CONFIG) => `<!doctype html><html lang="en"><head><title>Shop</title>
<script type="application/json" id="consent-config">${JSON.stringify(config)}</script>
<script src="/dist/consent-elements.js"></script></head>
<body><main><h1>Shop</h1><p>Article</p></main><consent-banner ${attributes}></consent-banner></body></html>`;

let browser;
before(async () => {
  browser = await startBrowser({
    '/shop.html': page(),
    '/modal.html': page('scroll-lock'),
    '/notice.html': page('', NOTICE),
  });
});
after(() => browser?.close());

/** Opens `pathname` with autoconsent injected as an extension would; resolves with its messages once it is done. */
async function runAutoconsent(pathname, autoAction) {
  const tab = await browser.context.newPage();
  const messages = [];
  let done;
  const finished = new Promise((resolve) => (done = resolve));
  const reply = (message) => tab.evaluate((m) => window.autoconsentReceiveMessage?.(m), message).catch(() => {});
  await tab.exposeFunction('autoconsentSendMessage', async (message) => {
    messages.push(message);
    if (message.type === 'init') {
      const config = {
        enabled: true,
        autoAction,
        disabledCmps: [],
        enablePrehide: true,
        enableCosmeticRules: true,
        enableGeneratedRules: false,
        enableHeuristicDetection: false,
        detectRetries: 20,
        isMainWorld: false,
        prehideTimeout: 2000,
        logs: { lifecycle: false, rulesteps: false, evals: false, errors: true, messages: false },
      };
      return reply({ type: 'initResp', config, rules: { autoconsent: [rule] } });
    }
    if (message.type === 'eval')
      return reply({ type: 'evalResp', id: message.id, result: await tab.evaluate(message.code) });
    if (message.type === 'autoconsentDone') reply({ type: 'selfTest' });
    if (message.type === 'selfTestResult' || message.type === 'autoconsentError') done();
  });
  await tab.addInitScript(bundle);
  await tab.goto(browser.origin + pathname);
  const timeout = setTimeout(done, 15_000);
  await finished;
  clearTimeout(timeout);
  // A returning visit must not be detected again (autoconsent's guard against reload loops).
  const before = messages.length;
  await tab.reload();
  await tab.waitForTimeout(2500);
  const again = messages
    .slice(before)
    .filter((message) => message.type === 'cmpDetected' || message.type === 'popupFound');
  const stored = await tab.evaluate(() => {
    const record = JSON.parse(localStorage.getItem('privacy-consent-storage') ?? 'null');
    localStorage.clear(); // the next run is a first visit again
    return record;
  });
  await tab.close();
  await browser.context.clearCookies();
  return { messages, again, of: (type) => messages.find((message) => message.type === type), stored };
}

for (const pathname of ['/shop.html', '/modal.html', '/notice.html']) {
  test(`autoconsent finds our banner and opts out, and its self-test passes (${pathname})`, async () => {
    const run = await runAutoconsent(pathname, 'optOut');
    assert.equal(run.of('cmpDetected')?.cmp, 'consent-elements', JSON.stringify(run.messages.map((m) => m.type)));
    assert.equal(run.of('popupFound')?.cmp, 'consent-elements');
    assert.equal(run.of('optOutResult')?.result, true);
    assert.equal(run.of('selfTestResult')?.result, true, 'the opt-out did not hold');
    assert.equal(run.stored?.consentInfo?.type, 'necessary');
    assert.equal(run.stored?.consents?.marketing, false);
    assert.deepEqual(run.again, [], 'detected again after the decision and a reload');
  });
}

test('autoconsent opts in with the rule too', async () => {
  const run = await runAutoconsent('/shop.html', 'optIn');
  assert.equal(run.of('optInResult')?.result, true);
  assert.equal(run.stored?.consentInfo?.type, 'all');
});
