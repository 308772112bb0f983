// axe (WCAG 2.2 AA and best practices) over the demo pages, with and without the banner; run after a build.
// Prints each page's violations; exits 1 if there are any.  node scripts/axe-demo.mjs
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { startDemoServer } from '../demo/server.mjs';
import { CHROME_ARGS, findChromium } from './find-chromium.mjs';
const axe = readFileSync(new URL('../node_modules/axe-core/axe.min.js', import.meta.url), 'utf8');
const demo = await startDemoServer({ port: 0, database: 'memory', quiet: true });
let failed = false;
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROME_ARGS });
try {
  for (const path of [
    '?country=US&region=CA',
    '?country=US',
    'theming.html?country=US',
    'receipts.html',
    '?country=DE',
    'theming.html?country=DE',
  ]) {
    const page = await browser.newPage({ bypassCSP: true });
    await page.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());
    await page.goto(`${demo.url}${path}`);
    await page.waitForTimeout(1200);
    await page.addScriptTag({ content: axe });
    const result = await page.evaluate(async () =>
      (
        await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice'] })
      ).violations.map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 4)
            .join(' | ')}`,
      ),
    );
    console.log(path, result);
    failed ||= result.length > 0;
    await page.close();
  }
} finally {
  await browser.close();
  await demo.close();
}
process.exit(failed ? 1 : 0);
