// The browser engines the test suite runs in: Chromium (the default), Firefox and WebKit, each the machine's own
// build (no browser download). `TEST_ENGINES=chromium,firefox,webkit` picks them (scripts/test.mjs sets it from
// `--engines`). Firefox runs through puppeteer-core over WebDriver BiDi (the chrome launcher with
// `browser: 'firefox'`); WebKit through WebKitGTK's WebKitWebDriver (webkit-launcher.mjs), which needs a display:
// scripts/test.mjs runs it under xvfb-run when there is none.
import { existsSync } from 'node:fs';
import { chromeLauncher } from '@web/test-runner-chrome';
import { CHROME_ARGS } from '../find-chromium.mjs';

export const ENGINES = ['chromium', 'firefox', 'webkit'];

/** Where each engine's browser is expected (Debian's packages chromium, firefox-esr, webkit2gtk-driver). */
export const ENGINE_BINARIES = {
  chromium: () => process.env.CHROME_PATH || '/usr/bin/chromium',
  firefox: () => process.env.FIREFOX_PATH || '/usr/bin/firefox-esr',
  webkit: () => process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver',
};
export const ENGINE_PACKAGES = { chromium: 'chromium', firefox: 'firefox-esr', webkit: 'webkit2gtk-driver xvfb xauth' };

export const engineInstalled = (engine) => existsSync(ENGINE_BINARIES[engine]());

/** wtr's browser launcher for one engine (WebKit's tools load only when it runs). */
export async function launcherFor(engine) {
  if (engine === 'chromium') {
    return chromeLauncher({
      launchOptions: { executablePath: process.env.CHROME_PATH || undefined, args: CHROME_ARGS },
    });
  }
  if (engine === 'firefox') {
    return chromeLauncher({
      launchOptions: { browser: 'firefox', executablePath: ENGINE_BINARIES.firefox(), headless: true },
    });
  }
  if (engine === 'webkit') {
    const { webkitLauncher } = await import('./webkit-launcher.mjs');
    return webkitLauncher({ driver: ENGINE_BINARIES.webkit() });
  }
  throw new Error(`unknown test engine "${engine}" (one of ${ENGINES.join(', ')})`);
}
