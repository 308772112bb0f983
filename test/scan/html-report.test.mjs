// The scan's HTML report as a person reads it, in Chromium at phone and desktop widths: words never cut in the
// middle, counts in good English, categories named as the dialog names them. Run: node --test test/scan/
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { loadPlaywright } from '../../scan/browser.mjs';
import { CHROME_ARGS, findChromium } from '../../scan/chromium.mjs';
import { categoryTitles } from '../../scan/category-titles.mjs';
import { htmlReport } from '../../scan/html-report.mjs';

const item = (name, type, domain, extra = {}) => ({
  name,
  type,
  provider: null,
  domain,
  purpose: null,
  duration: type === 'request' ? 'n/a' : 'session',
  firstParty: false,
  ...extra,
});
const tag = 'https://www.googletagmanager.com/gtag/js?id=G-ABCDEF1234&l=dataLayer&cx=c';
const ga = item('_ga_ABCDEF1234', 'cookie', 'shop.example.com', {
  provider: 'Google Analytics',
  purpose: 'Used to persist session state across page views, together with the client identifier.',
  duration: '13 months',
  firstParty: true,
});
const DECLARATION = {
  scannedAt: '2026-11-28T12:00:00.000Z',
  tool: { name: 'consent-elements', version: '0.1.0' },
  pages: ['https://shop.example.com/'],
  categories: {
    necessary: [item('sessionStorageKeyForCheckout', 'sessionStorage', 'shop.example.com', { provider: 'Shop' })],
    measurement: [ga],
  },
  unknown: [item('www.youtube-nocookie.com', 'request', 'www.youtube-nocookie.com'), item('x', 'localStorage', 'a.b')],
  warnings: [],
  violations: [
    {
      phase: 'before-decision',
      item: ga,
      reason: `measurement cookie present before a decision: set by the script ${tag} (line 3)`,
    },
  ],
};

let browser;
before(async () => {
  const playwright = await loadPlaywright();
  browser = await playwright.chromium.launch({ executablePath: findChromium(), args: CHROME_ARGS });
});
after(() => browser?.close());

/** Every word of the report's tables that the browser laid out over two lines (a break after a hyphen is fine). */
async function brokenWords(html, width) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  try {
    await page.setContent(html);
    return await page.evaluate(() => {
      const broken = [];
      for (const cell of document.querySelectorAll('th, td, caption, h3')) {
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const word of node.data.matchAll(/[^\s-]+-?/g)) {
            const range = document.createRange();
            range.setStart(node, word.index);
            range.setEnd(node, word.index + word[0].length);
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            if (lines.size > 1) broken.push(word[0]);
          }
        }
      }
      return broken;
    });
  } finally {
    await page.close();
  }
}

describe('the HTML report', () => {
  it('cuts no word in the middle, at 375 px or at 1280 px (a URL wraps between its parts)', async () => {
    const html = htmlReport(DECLARATION, await categoryTitles());
    assert.deepEqual(await brokenWords(html, 375), []);
    assert.deepEqual(await brokenWords(html, 1280), []);
  });

  it('says "1 item", and names each category as the dialog does', async () => {
    const html = htmlReport(DECLARATION, await categoryTitles());
    assert.match(html, /<h3>Analytics<\/h3>/);
    assert.match(html, /<caption>Analytics: 1 item<\/caption>/);
    assert.match(html, /<h3>Strictly Necessary<\/h3>/);
    assert.doesNotMatch(html, /1 items/);
    assert.doesNotMatch(html, /<h3>measurement<\/h3>/);
  });
});
