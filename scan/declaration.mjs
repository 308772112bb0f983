import { classify } from './classify.mjs';
import { CATEGORY_NAMES } from './scan-config.mjs';
import { managedScriptRuns, observationsOf } from './observations.mjs';
import { suggestServices } from './suggested-services.mjs';

/** @typedef {import('./observations.mjs').Item} Item */
/** @typedef {{ phase: 'before-decision' | 'after-reject', item: Item, reason: string }} Finding */

/**
 * @typedef {object} Declaration the scan's JSON (CONTRACT.md, "Site scan and cookie declaration")
 * @property {string} scannedAt
 * @property {{ name: string, version: string }} tool
 * @property {string[]} pages
 * @property {Record<string, Item[]>} categories
 * @property {Item[]} unknown
 * @property {(Finding | { phase: string, reason: string })[]} warnings
 * @property {Finding[]} violations
 * @property {import('./suggested-services.mjs').SuggestedService[]} suggestedServices one per provider seen
 */

/**
 * @typedef {object} SiteResult the three phases of one scanned URL
 * @property {string} url
 * @property {import('./visit.mjs').PhaseResult[]} phases
 */

const key = (/** @type {Item} */ item) => `${item.type}\u0000${item.name}\u0000${item.domain}`;
const LABEL = { 'before-decision': 'before a decision', 'after-reject': 'after Reject All' };

/**
 * Classifies everything the scan saw and finds the violations: anything not necessary that exists before a decision
 * or after Reject All, and managed scripts that ran without their category. Unknown items there are warnings.
 * @param {SiteResult[]} sites
 * @param {import('./classify.mjs').Knowledge} knowledge
 * @param {{ version: string, now: Date }} tool
 * @returns {Declaration}
 */
export function buildDeclaration(sites, knowledge, { version, now }) {
  const seconds = Math.floor(now.getTime() / 1000);
  /** @type {Map<string, { item: Item, category?: string }>} */
  const items = new Map();
  /** @type {Map<string, Finding>} */
  const violations = new Map();
  /** @type {Map<string, Finding | { phase: string, reason: string }>} */
  const warnings = new Map();
  const pages = new Set();

  /** @param {Finding['phase']} phase @param {{ item: Item, category?: string }} entry @param {string} origin */
  const judge = (phase, entry, origin) => {
    const id = `${phase}\u0000${key(entry.item)}`;
    if (!entry.category) {
      const reason = `unknown ${entry.item.type} present ${LABEL[phase]}: ${origin}`;
      if (!warnings.has(id)) warnings.set(id, { phase, item: entry.item, reason });
    } else if (entry.category !== 'necessary' && !violations.has(id)) {
      const reason = `${entry.category} ${entry.item.type} present ${LABEL[phase]}: ${origin}`;
      violations.set(id, { phase, item: entry.item, reason });
    }
  };

  for (const { url, phases } of sites) {
    const pageHost = new URL(url).hostname;
    for (const result of phases) {
      for (const page of result.pages) pages.add(page);
      for (const reason of result.warnings) warnings.set(reason, { phase: result.phase, reason });
      for (const { item, afterDecision, origin } of observationsOf(result, pageHost, seconds)) {
        const entry = items.get(key(item)) ?? classified(item, knowledge);
        items.set(key(item), entry);
        if (result.phase === 'none') judge('before-decision', entry, origin);
        // A cookie or key still there after Reject All counts, whenever it was set; a request only if made after it.
        if (result.phase === 'reject' && (afterDecision || item.type !== 'request')) {
          judge('after-reject', entry, origin);
        }
      }
      for (const run of managedScriptRuns(result, pageHost)) {
        const reason = `managed script of category ${run.category} ran`;
        if (result.phase === 'none' && run.before) {
          const finding = {
            phase: /** @type {const} */ ('before-decision'),
            item: run.item,
            reason: `${reason} before a decision`,
          };
          violations.set(`script ${run.item.name} none`, finding);
        }
        if (result.phase === 'reject' && run.after) {
          const finding = {
            phase: /** @type {const} */ ('after-reject'),
            item: run.item,
            reason: `${reason} after Reject All`,
          };
          violations.set(`script ${run.item.name} reject`, finding);
        }
      }
    }
  }

  /** @type {Record<string, Item[]>} */
  const categories = {};
  const unknown = [];
  const ordered = [...items.values()].sort((a, b) => a.item.name.localeCompare(b.item.name));
  for (const name of CATEGORY_NAMES) {
    const members = ordered.filter((entry) => entry.category === name).map((entry) => entry.item);
    if (members.length) categories[name] = members;
  }
  for (const entry of ordered) if (!entry.category) unknown.push(entry.item);
  return {
    scannedAt: now.toISOString(),
    tool: { name: 'consent-elements', version },
    pages: [...pages],
    categories,
    unknown,
    warnings: [...warnings.values()],
    violations: [...violations.values()],
    suggestedServices: suggestServices(categories),
  };
}

/**
 * @param {Item} item
 * @param {import('./classify.mjs').Knowledge} knowledge
 * @returns {{ item: Item, category?: string }}
 */
function classified(item, knowledge) {
  const found = classify(item, knowledge);
  if (!found) return { item };
  const duration = item.type === 'request' || item.type === 'cookie' ? item.duration : found.retention || item.duration;
  return { item: { ...item, provider: found.provider, purpose: found.purpose, duration }, category: found.category };
}
