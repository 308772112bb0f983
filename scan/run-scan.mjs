import { readFileSync } from 'node:fs';
import { launchProfile, loadPlaywright } from './browser.mjs';
import { findChromium } from './chromium.mjs';
import { loadCookieDb } from './cookie-db.mjs';
import { buildDeclaration } from './declaration.mjs';
import { ownItems } from './own-items.mjs';
import { readScanConfig } from './scan-config.mjs';
import { hostOf } from './site.mjs';
import { loadTrackingHosts } from './tracking-hosts.mjs';
import { visitPhase } from './visit.mjs';

export const VERSION = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version;

/**
 * Scans `args.urls` (three fresh profiles each) and returns the declaration. Throws ScanError when it cannot run.
 * @param {Pick<import('./cli-args.mjs').ScanArgs, 'urls' | 'pages' | 'config' | 'cookieDb'>} args
 * @param {{ log?: (line: string) => void, playwright?: string }} [options]
 * @returns {Promise<import('./declaration.mjs').Declaration>}
 */
export async function runScan(args, { log = () => {}, playwright: specifier } = {}) {
  const config = await readScanConfig(args.config);
  const [playwright, db, hosts] = await Promise.all([
    loadPlaywright(specifier),
    loadCookieDb(args.cookieDb),
    loadTrackingHosts(),
  ]);
  const executablePath = findChromium();
  const launch = () => launchProfile(playwright, executablePath, config.timeoutMs);
  const now = new Date();
  /** @type {import('./declaration.mjs').SiteResult[]} */
  const sites = [];
  /** @type {Map<string, string>} */
  const ownNames = new Map();
  for (const asked of args.urls) {
    log(`scan: ${asked} without a decision`);
    const none = await visitPhase(launch, { url: asked, pages: [], phase: 'none', pageLimit: args.pages, config });
    const url = none.startUrl;
    if (hostOf(url) !== hostOf(asked)) {
      const moved = `${asked} moved to ${url} (another host): scanned ${new URL(url).origin} as the first party.`;
      log(`scan: ${moved}`);
      none.warnings.push(moved);
    }
    log(`scan: ${url} after Reject All`);
    const reject = await visitPhase(launch, { url, pages: none.links, phase: 'reject', pageLimit: args.pages, config });
    log(`scan: ${url} after Accept All`);
    const accept = await visitPhase(launch, { url, pages: none.links, phase: 'accept', pageLimit: args.pages, config });
    for (const [name, value] of Object.entries(none.ownNames)) if (value) ownNames.set(name, value);
    sites.push({ url, phases: [none, reject, accept] });
  }
  const known = [...config.known, ...ownItems(Object.fromEntries(ownNames))];
  return buildDeclaration(sites, { known, db, hosts }, { version: VERSION, now });
}
