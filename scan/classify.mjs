import { embedHost } from './embed-hosts.mjs';
import { hostCategory } from './tracking-hosts.mjs';

/**
 * What the scan knows about an item: its category, provider and purpose, and the retention a database states.
 * @typedef {{ category: string, provider: string, purpose: string, retention?: string }} Classification
 */

/**
 * @typedef {object} Knowledge
 * @property {import('./scan-config.mjs').KnownItem[]} known the site's own declarations, then consent-elements' own
 * @property {import('./cookie-db.mjs').CookieDb} db
 * @property {Readonly<Record<string, string>>} hosts
 */

/** @param {string} pattern @param {string} name */
const nameMatches = (pattern, name) =>
  pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : pattern === name;

/**
 * The database's entries for a name: exact names first, else the longest wildcard prefix; those whose domain is
 * the item's own win. Entries that disagree on the category classify nothing.
 * @param {import('./cookie-db.mjs').CookieDb} db
 * @param {string} name
 * @param {string} domain
 * @returns {Classification | undefined}
 */
function fromDatabase(db, name, domain) {
  let found = db.entries.filter((entry) => entry[6] === 0 && entry[0] === name);
  if (!found.length) {
    const prefixes = db.entries.filter((entry) => entry[6] === 1 && entry[0] && name.startsWith(entry[0]));
    const longest = Math.max(0, ...prefixes.map((entry) => entry[0].length));
    found = prefixes.filter((entry) => entry[0].length === longest);
  }
  const sameDomain = found.filter((entry) => entry[5] && (domain === entry[5] || domain.endsWith(`.${entry[5]}`)));
  if (sameDomain.length) found = sameDomain;
  if (!found.length || new Set(found.map((entry) => entry[1])).size > 1) return undefined;
  const [, category, provider, purpose, retention] = found[0];
  return { category, provider, purpose, retention };
}

/**
 * Classifies one observed item, or returns undefined: unknown items are listed as such, never guessed.
 * @param {{ type: string, name: string, domain: string }} item
 * @param {Knowledge} knowledge
 * @returns {Classification | undefined}
 */
export function classify(item, { known, db, hosts }) {
  const declared = known.find(
    (entry) => (!entry.type || entry.type === item.type) && nameMatches(entry.name, item.name),
  );
  if (declared) {
    return {
      category: declared.category,
      provider: declared.provider ?? '',
      purpose: declared.purpose ?? '',
      retention: declared.duration,
    };
  }
  const host = hostCategory(hosts, item.domain);
  if (item.type === 'request') {
    if (!host) return embedHost(item.domain);
    return {
      category: host.category,
      provider: host.key,
      purpose: `A host in consent-elements' tracking-host table (${host.category}).`,
    };
  }
  const entry = fromDatabase(db, item.name, item.domain);
  if (entry) return entry;
  // A cookie of a known tracking host (or embed) is that host's, whatever its name.
  if (item.type === 'cookie' && host) {
    return {
      category: host.category,
      provider: host.key,
      purpose: `Set for a host in consent-elements' tracking-host table (${host.category}).`,
    };
  }
  return item.type === 'cookie' ? embedHost(item.domain) : undefined;
}
