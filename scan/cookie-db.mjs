// The Open Cookie Database (https://github.com/jkwakman/Open-Cookie-Database, Apache-2.0): a compact copy ships in
// scan/data/; `--cookie-db FILE|URL` reads the project's CSV or JSON, or a compact copy, instead.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { ScanError } from './scan-error.mjs';

/**
 * The copy in git, one entry a line; the package ships its brotli-compressed twin (`.json.br`) instead: brotli's
 * window spans the whole file, where the tarball's gzip sees 32 KB, so it packs 82 KB into 66 KB.
 */
export const BUNDLED_DB = fileURLToPath(new URL('./data/open-cookie-database.json', import.meta.url));
export const BUNDLED_DB_BROTLI = `${BUNDLED_DB}.br`;

/** The compressed twin of a compact copy's text. */
export const compressDb = (/** @type {string} */ text) =>
  brotliCompressSync(Buffer.from(text), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_LGWIN]: 24 },
  });
export const UPSTREAM_CSV =
  'https://raw.githubusercontent.com/jkwakman/Open-Cookie-Database/master/open-cookie-database.csv';

/** The database's categories in ours ("Functional" is its "technical, essential or strictly necessary"). */
const CATEGORIES = /** @type {const} */ ({
  functional: 'necessary',
  necessary: 'necessary',
  security: 'necessary',
  personalization: 'functionality',
  analytics: 'measurement',
  marketing: 'marketing',
});

/**
 * One entry, in the compact copy's column order.
 * @typedef {[name: string, category: string, provider: string, purpose: string, retention: string, domain: string,
 *   wildcard: 0 | 1]} DbEntry
 */

/** @typedef {{ source: string, license: string, entries: DbEntry[] }} CookieDb */

/** @param {string} text RFC 4180 CSV */
export function parseCsv(text) {
  /** @type {string[][]} */
  const rows = [];
  let row = [''];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') row[row.length - 1] += text[++i];
      else if (char === '"') quoted = false;
      else row[row.length - 1] += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') row.push('');
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      if (row.length > 1 || row[0]) rows.push(row);
      row = [''];
    } else row[row.length - 1] += char;
  }
  if (row.length > 1 || row[0]) rows.push(row);
  return rows;
}

/**
 * @param {{ name: string, category: string, platform: string, description: string, retention: string,
 *   domain: string, wildcard: string }} record
 * @returns {DbEntry | undefined} undefined for a category we cannot map (then the item stays unknown)
 */
function entry(record) {
  const category = CATEGORIES[/** @type {keyof typeof CATEGORIES} */ (record.category.trim().toLowerCase())];
  const name = record.name.trim();
  if (!category || !name) return undefined;
  const domain = record.domain
    .trim()
    .replace(/\s*\(3rd party\)\s*$/i, '')
    .replace(/^\./, '')
    .toLowerCase();
  return [
    name,
    category,
    record.platform.trim(),
    record.description.trim(),
    record.retention.trim(),
    domain,
    record.wildcard.trim() === '1' ? 1 : 0,
  ];
}

/**
 * The compact copy from the project's CSV, its JSON (entries grouped by platform) or a compact copy.
 * @param {string} text
 * @param {string} source where it came from, kept in the copy
 * @returns {CookieDb}
 */
export function toCompact(text, source) {
  const trimmed = text.trimStart();
  if (trimmed.startsWith('{')) {
    const json = JSON.parse(trimmed);
    if (Array.isArray(json.entries)) return json;
    const entries = Object.entries(json).flatMap(([platform, list]) =>
      (Array.isArray(list) ? list : []).map((item) =>
        entry({
          name: item.cookie ?? '',
          category: item.category ?? '',
          platform,
          description: item.description ?? '',
          retention: item.retentionPeriod ?? '',
          domain: item.domain ?? '',
          wildcard: String(item.wildcardMatch ?? 0),
        }),
      ),
    );
    return { source, license: 'Apache-2.0', entries: entries.filter((item) => item !== undefined) };
  }
  const [header, ...rows] = parseCsv(text);
  const column = (/** @type {RegExp} */ pattern) => header.findIndex((name) => pattern.test(name));
  const at = {
    platform: column(/^platform$/i),
    category: column(/^category$/i),
    name: column(/name/i),
    domain: column(/^domain$/i),
    description: column(/^description$/i),
    retention: column(/retention/i),
    wildcard: column(/wildcard/i),
  };
  if (Object.values(at).some((index) => index === -1)) {
    throw new ScanError(`${source}: not the Open Cookie Database's CSV (header: ${header.join(', ')})`);
  }
  const entries = rows.map((row) =>
    entry({
      name: row[at.name] ?? '',
      category: row[at.category] ?? '',
      platform: row[at.platform] ?? '',
      description: row[at.description] ?? '',
      retention: row[at.retention] ?? '',
      domain: row[at.domain] ?? '',
      wildcard: row[at.wildcard] ?? '0',
    }),
  );
  return { source, license: 'Apache-2.0', entries: entries.filter((item) => item !== undefined) };
}

/**
 * The database from a file or an http(s) URL; the bundled copy without one.
 * @param {string} [location]
 * @returns {Promise<CookieDb>}
 */
export async function loadCookieDb(location) {
  const where = location ?? (existsSync(BUNDLED_DB) ? BUNDLED_DB : BUNDLED_DB_BROTLI);
  let text;
  try {
    if (/^https?:\/\//.test(where)) {
      const response = await fetch(where, { signal: AbortSignal.timeout(30_000) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      text = await response.text();
    } else if (where.endsWith('.br')) {
      text = brotliDecompressSync(await readFile(where)).toString('utf8');
    } else {
      text = await readFile(where, 'utf8');
    }
    return toCompact(text, where);
  } catch (error) {
    if (error instanceof ScanError) throw error;
    throw new ScanError(`--cookie-db ${where}: ${/** @type {Error} */ (error).message}`);
  }
}
