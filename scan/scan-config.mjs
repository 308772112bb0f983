import { readFile } from 'node:fs/promises';
import { ScanError } from './scan-error.mjs';

export const CATEGORY_NAMES = ['necessary', 'functionality', 'experience', 'measurement', 'marketing'];
const TYPES = ['cookie', 'localStorage', 'sessionStorage', 'request'];

/**
 * What the site owner declares about their own items: matched before any database, so a site's own cookie is never
 * left unknown once described. `name` may end with `*` (a prefix).
 * @typedef {object} KnownItem
 * @property {string} name
 * @property {'cookie' | 'localStorage' | 'sessionStorage' | 'request'} [type] any type when left out
 * @property {string} category one of CATEGORY_NAMES
 * @property {string} [provider]
 * @property {string} [purpose]
 * @property {string} [duration]
 */

/**
 * @typedef {object} ScanConfig
 * @property {KnownItem[]} known
 * @property {number} timeoutMs a page's load, and each wait for the banner or a click, is bounded by this
 * @property {number} settleMs how long a page may keep setting things after it loaded (or after a click)
 */

export const DEFAULT_CONFIG = Object.freeze({ known: [], timeoutMs: 15_000, settleMs: 1_500 });

/**
 * @param {unknown} value
 * @param {string} field
 * @param {number} max
 */
function milliseconds(value, field, max) {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) {
    throw new ScanError(`--config: "${field}" must be a whole number of milliseconds from 0 to ${max}`);
  }
  return value;
}

/**
 * @param {unknown} entry
 * @param {number} index
 * @returns {KnownItem}
 */
function knownItem(entry, index) {
  const field = `known[${index}]`;
  if (!entry || typeof entry !== 'object') throw new ScanError(`--config: "${field}" must be an object`);
  const item = /** @type {Record<string, unknown>} */ (entry);
  if (typeof item.name !== 'string' || !item.name) throw new ScanError(`--config: "${field}.name" must be a string`);
  if (item.type !== undefined && !TYPES.includes(/** @type {string} */ (item.type))) {
    throw new ScanError(`--config: "${field}.type" must be one of ${TYPES.join(', ')}`);
  }
  if (!CATEGORY_NAMES.includes(/** @type {string} */ (item.category))) {
    throw new ScanError(`--config: "${field}.category" must be one of ${CATEGORY_NAMES.join(', ')}`);
  }
  for (const key of ['provider', 'purpose', 'duration']) {
    if (item[key] !== undefined && typeof item[key] !== 'string') {
      throw new ScanError(`--config: "${field}.${key}" must be a string`);
    }
  }
  return /** @type {KnownItem} */ (item);
}

/**
 * Reads and checks `--config FILE.json`; the defaults without a file.
 * @param {string | undefined} file
 * @returns {Promise<ScanConfig>}
 */
export async function readScanConfig(file) {
  if (!file) return { ...DEFAULT_CONFIG, known: [] };
  let raw;
  try {
    raw = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new ScanError(`--config ${file}: ${/** @type {Error} */ (error).message}`);
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new ScanError(`--config ${file}: not a JSON object`);
  const known = raw.known ?? [];
  if (!Array.isArray(known)) throw new ScanError('--config: "known" must be an array');
  return {
    known: known.map(knownItem),
    timeoutMs: milliseconds(raw.timeoutMs, 'timeoutMs', 120_000) ?? DEFAULT_CONFIG.timeoutMs,
    settleMs: milliseconds(raw.settleMs, 'settleMs', 60_000) ?? DEFAULT_CONFIG.settleMs,
  };
}
