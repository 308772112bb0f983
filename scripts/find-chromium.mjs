// Finds a Chromium for the tests and the demo screenshots: CHROME_PATH, then Debian's
// /usr/bin/chromium, then an apt-get install when we run as root. Otherwise it explains what to do.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
// The places and flags are the scan's (scan/ ships in the package; scripts/ does not, so the import goes this way).
import { systemChromium } from '../scan/chromium.mjs';

export { CHROME_ARGS } from '../scan/chromium.mjs';

function installed() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return systemChromium();
}

function tryAptInstall() {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return false;
  try {
    execFileSync('apt-get', ['--version'], { stdio: 'ignore' });
  } catch {
    return false;
  }
  console.log("[consent-elements] Chromium not found; installing Debian's chromium with apt-get...");
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return true;
  } catch {
    return false;
  }
}

/** Returns the path of a Chromium binary, installing Debian's package when possible; exits with advice otherwise. */
export function findChromium() {
  const found = installed() ?? (tryAptInstall() ? installed() : undefined);
  if (found) return found;
  console.error(
    [
      '[consent-elements] No Chromium found, and it could not be installed automatically.',
      'Install one, then run the command again:',
      '  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium',
      '  macOS:          brew install --cask chromium',
      'or point CHROME_PATH at an existing Chrome/Chromium binary: CHROME_PATH=/path/to/chrome npm test',
    ].join('\n'),
  );
  process.exit(1);
}
