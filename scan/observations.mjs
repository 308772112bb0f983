import { readableDuration } from './duration.mjs';
import { hostOf, isFirstParty, sameCookieDomain } from './site.mjs';

/**
 * An item as the declaration lists it (CONTRACT.md), before classification fills provider and purpose.
 * @typedef {{ name: string, type: 'cookie' | 'localStorage' | 'sessionStorage' | 'request', provider: string | null,
 *   domain: string, purpose: string | null, duration: string, firstParty: boolean }} Item
 */

/**
 * What a phase saw of one item: when (before or after the decision) and what set or requested it.
 * @typedef {object} Observation
 * @property {Item} item
 * @property {boolean} afterDecision false when it existed before the decision (always false in phase 'none')
 * @property {string} origin readable: what set or requested it
 */

/** @param {import('./recorder.mjs').Source | undefined} source */
function describe(source) {
  if (!source || source.kind === 'unknown') return 'set by a script whose URL Chromium did not report';
  if (source.kind === 'header') return `set by the Set-Cookie header of the response from ${source.url}`;
  return source.inline
    ? `set by an inline script of ${source.url} (line ${source.line})`
    : `set by the script ${source.url} (line ${source.line})`;
}

/**
 * Everything a phase saw, as items with their origin.
 * @param {import('./visit.mjs').PhaseResult} result
 * @param {string} pageHost
 * @param {number} now seconds since the epoch
 * @returns {Observation[]}
 */
export function observationsOf(result, pageHost, now) {
  const { writes, requests } = result.recorder;
  /** @type {Observation[]} */
  const found = [];
  for (const cookie of result.cookies) {
    const domain = cookie.domain.replace(/^\./, '');
    const write = writes.find(
      (entry) => entry.type === 'cookie' && entry.name === cookie.name && sameCookieDomain(cookie.domain, entry.domain),
    );
    found.push({
      item: {
        name: cookie.name,
        type: 'cookie',
        provider: null,
        domain,
        purpose: null,
        duration: readableDuration(cookie.expires, now),
        firstParty: isFirstParty(domain, pageHost),
      },
      afterDecision: write?.afterDecision ?? false,
      origin: describe(write?.source),
    });
  }
  for (const key of result.storage) {
    const write = writes.find(
      (entry) => entry.type === key.type && entry.name === key.name && entry.domain === key.host,
    );
    found.push({
      item: {
        name: key.name,
        type: key.type,
        provider: null,
        domain: key.host,
        purpose: null,
        duration: key.type === 'localStorage' ? 'persistent' : 'session',
        firstParty: isFirstParty(key.host, pageHost),
      },
      afterDecision: write?.afterDecision ?? false,
      origin: describe(write?.source),
    });
  }
  const hosts = new Set();
  // Sorted so a host requested both before and after the decision is listed by its first request.
  for (const request of [...requests].sort((a, b) => Number(a.afterDecision) - Number(b.afterDecision))) {
    const key = `${request.host} ${request.afterDecision}`;
    if (hosts.has(key)) continue;
    hosts.add(key);
    const by = request.initiator && request.initiator !== request.url ? `, requested by ${request.initiator}` : '';
    found.push({
      item: {
        name: request.host,
        type: 'request',
        provider: null,
        domain: request.host,
        purpose: null,
        duration: 'n/a',
        firstParty: false,
      },
      afterDecision: request.afterDecision,
      origin: `${request.resourceType} request to ${request.url}${by}`,
    });
  }
  return found;
}

/**
 * Managed or parked scripts of a category other than necessary that were fetched in this phase.
 * @param {import('./visit.mjs').PhaseResult} result
 * @param {string} pageHost
 * @returns {{ item: Item, category: string, before: boolean, after: boolean }[]}
 */
export function managedScriptRuns(result, pageHost) {
  return result.managedScripts.flatMap(({ src, category }) => {
    if (category === 'necessary') return [];
    const runs = result.recorder.scripts.filter((script) => script.url === src);
    return runs.slice(0, 1).map(() => ({
      item: {
        name: src,
        type: /** @type {const} */ ('request'),
        provider: null,
        domain: hostOf(src),
        purpose: `A script the page loads only with ${category} consent.`,
        duration: 'n/a',
        firstParty: isFirstParty(hostOf(src), pageHost),
      },
      category,
      before: runs.some((entry) => !entry.afterDecision),
      after: runs.some((entry) => entry.afterDecision),
    }));
  });
}
