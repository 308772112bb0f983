import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROME_ARGS } from './chromium.mjs';
import { ScanError } from './scan-error.mjs';

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
