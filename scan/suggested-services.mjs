import { CATEGORY_NAMES } from './scan-config.mjs';

/**
 * A `services` entry as the scan proposes it (CONTRACT.md, "Per-service consent"): ready to paste, then review.
 * @typedef {{ id: string, name: string, category: string, cookies: string[], hosts: string[] }} SuggestedService
 */

// consent-elements' own storage is where the decision lives, not a service a visitor chooses.
const OWN_PROVIDER = 'consent-elements';
// What the `services` option accepts as a host: a name with a top-level domain (not an IP address or a port).
const HOST_NAME = /^[a-z0-9.-]+\.[a-z]+$/i;

/** `Google Analytics` → `google-analytics`: the id rule of the option, `[a-z0-9][a-z0-9-]*`. */
const slug = (/** @type {string} */ name) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'service';

/**
 * One service per provider the scan classified, in the category of its least necessary item (a provider seen in
 * measurement and marketing is proposed as marketing, so nothing is granted under a milder category). Its cookies are
 * the names it set (cleared when the service is revoked), its hosts the third-party hosts it was requested from.
 * @param {Record<string, import('./observations.mjs').Item[]>} categories the declaration's classified items
 * @returns {SuggestedService[]}
 */
export function suggestServices(categories) {
  /** @type {Map<string, { name: string, rank: number, cookies: Set<string>, hosts: Set<string> }>} */
  const providers = new Map();
  for (const [category, items] of Object.entries(categories)) {
    const rank = CATEGORY_NAMES.indexOf(category);
    for (const item of items) {
      if (!item.provider || item.provider === OWN_PROVIDER) continue;
      const entry = providers.get(item.provider) ?? { name: item.provider, rank, cookies: new Set(), hosts: new Set() };
      entry.rank = Math.max(entry.rank, rank);
      if (item.type === 'cookie' && !item.name.startsWith('/')) entry.cookies.add(item.name);
      const host = item.domain.replace(/^\./, '').toLowerCase();
      if (!item.firstParty && HOST_NAME.test(host)) entry.hosts.add(host.replace(/^www\./, ''));
      providers.set(item.provider, entry);
    }
  }
  const ids = new Set();
  return [...providers.values()]
    .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name))
    .map(({ name, rank, cookies, hosts }) => {
      const base = slug(name);
      let id = base;
      for (let n = 2; ids.has(id); n++) id = `${base}-${n}`;
      ids.add(id);
      return { id, name, category: CATEGORY_NAMES[rank], cookies: [...cookies].sort(), hosts: [...hosts].sort() };
    });
}
