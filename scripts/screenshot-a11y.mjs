// Screenshots of the accessibility cases, for a visual check after `npm run build`: 400% zoom (320x256, 320x200),
// a phone on its side (568x320), forced colours (Windows high contrast) with a focused switch, and the services. Writes /tmp/shots/a11y-*.
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { startDemoServer } from '../demo/server.mjs';
import { CHROME_ARGS, findChromium } from './find-chromium.mjs';

const OUT = process.env.SHOTS_DIR ?? '/tmp/shots';
await mkdir(OUT, { recursive: true });
const demo = await startDemoServer({ port: 0, database: 'memory', quiet: true });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROME_ARGS });
const shoot = async (name, { width, height, forced = false, dark = false }, act) => {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());
  await page.emulateMedia({ forcedColors: forced ? 'active' : 'none', colorScheme: dark ? 'dark' : 'light' });
  await page.goto(`${demo.url}?country=DE`);
  await page.locator('consent-banner').locator('[part~=banner]').waitFor();
  await act?.(page);
  await page.waitForTimeout(450);
  await page.screenshot({ path: `${OUT}/a11y-${name}.png` });
  await page.close();
};
const customize = async (page) => {
  await page.locator('consent-banner').locator('[part~=customize-button]').click();
  await page.locator('consent-dialog').locator('[part~=dialog]').waitFor();
};
try {
  await shoot('banner-320x200', { width: 320, height: 200 });
  await shoot('dialog-320x256', { width: 320, height: 256 }, customize);
  await shoot('dialog-568x320', { width: 568, height: 320 }, customize);
  await shoot('dialog-forced', { width: 800, height: 700, forced: true }, async (page) => {
    await customize(page);
    await page.locator('consent-dialog').locator('[part~=switch][data-category=measurement]').click();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
  });
  await shoot('banner-forced', { width: 800, height: 500, forced: true }, async (page) => {
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
  });
  await shoot('dialog-dark', { width: 800, height: 700, dark: true }, customize);
  // The demo's services (demo/index.html), listed under an expanded category.
  const services = async (page) => {
    await customize(page);
    const marketing = page.locator('consent-dialog').locator('[part~=category][data-category=marketing]');
    await marketing.locator('[part~=category-title]').click();
    await marketing.locator('[part~=service-switch]').first().click();
    await marketing.locator('[part~=service]').last().scrollIntoViewIfNeeded();
  };
  await shoot('services-1280x800', { width: 1280, height: 800 }, services);
  await shoot('services-320x256', { width: 320, height: 256 }, services);
  await shoot('services-375x667', { width: 375, height: 667 }, services);
  await shoot('services-forced', { width: 800, height: 700, forced: true }, services);
} finally {
  await browser.close();
  await demo.close();
}
console.log(`screenshot-a11y: PNGs in ${OUT}`);
