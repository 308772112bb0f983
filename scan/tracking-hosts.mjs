import { ScanError } from './scan-error.mjs';

/**
 * The library's own tracking-host table (src/blockers/tracking-hosts.ts), as the build writes it for Node.
 * @returns {Promise<Readonly<Record<string, string>>>}
 */
export async function loadTrackingHosts() {
  try {
    const built = '../dist/scan/tracking-hosts.js'; // not a literal: a checkout without a build still type-checks
    return (await import(built)).TRACKING_HOSTS;
  } catch {
    throw new ScanError(
      'dist/scan/tracking-hosts.js is missing: run `npm run build` in the consent-elements checkout.',
    );
  }
}

/**
 * The category and the table's key for `host`: the most specific key that is the host or one of its parents.
 * @param {Readonly<Record<string, string>>} table
 * @param {string} host
 * @returns {{ category: string, key: string } | undefined}
 */
export function hostCategory(table, host) {
  let name = host
    .toLowerCase()
    .replace(/^www\./, '')
    .replace(/\.$/, '');
  while (name) {
    if (Object.hasOwn(table, name)) return { category: table[name], key: name };
    const dot = name.indexOf('.');
    if (dot === -1) return undefined;
    name = name.slice(dot + 1);
  }
  return undefined;
}
