import { existsSync } from 'node:fs';
import { ScanError } from './scan-error.mjs';

// The one list of where a Chromium or Chrome is looked for, and the flags it runs with: the scan uses them, and so
// do the dev scripts (scripts/find-chromium.mjs), which ship nowhere and may import from here.
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

/** @returns {string | undefined} the first system Chromium or Chrome that exists (CHROME_PATH is not read) */
export function systemChromium() {
  return CANDIDATES.find((path) => existsSync(path));
}

/**
 * Without installing anything: a scan must not change the machine.
 * @returns {string} the Chromium or Chrome binary: CHROME_PATH when it exists, else a system one
 */
export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new ScanError(`CHROME_PATH names ${fromEnv}, which does not exist.`);
  }
  const found = systemChromium();
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
