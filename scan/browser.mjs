import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ScanError } from './scan-error.mjs';

// The same places scripts/find-chromium.mjs looks, without installing anything: a scan must not change the machine.
const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/lib/chromium/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * playwright-core, an optional peer dependency: only the scan needs it.
 * @param {string} [specifier]
 * @returns {Promise<typeof import('playwright-core')>}
 */
export async function loadPlaywright(specifier = 'playwright-core') {
  try {
    return await import(specifier);
  } catch (error) {
    const code = /** @type {{ code?: string }} */ (error).code;
    if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') throw error;
    throw new ScanError(
      [
        `The scan drives Chromium through ${specifier}, which is not installed. Install it beside consent-elements:`,
        `  npm install --save-dev ${specifier}`,
        "It downloads no browser: the scan uses CHROME_PATH or the system's Chromium or Chrome.",
      ].join('\n'),
    );
  }
}

/** @returns {string} the Chromium or Chrome binary: CHROME_PATH when it exists, else a system one */
export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new ScanError(`CHROME_PATH names ${fromEnv}, which does not exist.`);
  }
  const found = CANDIDATES.find((path) => existsSync(path));
  if (found) return found;
  throw new ScanError(
    [
      'No Chromium or Chrome found. Install one, or point CHROME_PATH at its binary:',
      '  Debian/Ubuntu:  sudo apt-get install -y chromium',
      '  macOS:          brew install --cask chromium',
      '  any system:     CHROME_PATH=/path/to/chrome npx consent-elements scan URL',
    ].join('\n'),
  );
}

/**
 * A fresh profile in headless Chromium: a new user-data directory, deleted on `close()`. Third-party cookies are
 * allowed in it (Chromium blocks them by default, Chrome and most visitors' browsers do not), so the scan sees
 * everything a site tries to set.
 * @param {typeof import('playwright-core')} playwright
 * @param {string} executablePath
 * @param {number} timeoutMs
 */
export async function launchProfile(playwright, executablePath, timeoutMs) {
  const directory = await mkdtemp(path.join(tmpdir(), 'consent-elements-scan-'));
  await mkdir(path.join(directory, 'Default'));
  const preferences = { profile: { cookie_controls_mode: 0 } };
  await writeFile(path.join(directory, 'Default', 'Preferences'), JSON.stringify(preferences));
  const remove = () => rm(directory, { recursive: true, force: true, maxRetries: 3 }).catch(() => {});
  try {
    const context = await playwright.chromium.launchPersistentContext(directory, {
      // A busy machine can take longer to start Chromium than a page may take to load.
      executablePath,
      args: CHROME_ARGS,
      headless: true,
      timeout: Math.max(30_000, timeoutMs),
      serviceWorkers: 'block',
    });
    return {
      context,
      close: async () => {
        await context.close().catch(() => {});
        await remove();
      },
    };
  } catch (error) {
    await remove();
    const reason = /** @type {Error} */ (error).message.split('\n')[0];
    throw new ScanError(`Chromium (${executablePath}) did not start: ${reason}`);
  }
}
