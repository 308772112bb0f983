// `npm run update-cookie-db [-- FILE|URL]`: refreshes the scan's copy of the Open Cookie Database (Apache-2.0,
// https://github.com/jkwakman/Open-Cookie-Database) from its CSV on GitHub, or from a file or URL given.
import { writeFileSync } from 'node:fs';
import { BUNDLED_DB, BUNDLED_DB_BROTLI, UPSTREAM_CSV, compressDb, loadCookieDb } from '../scan/cookie-db.mjs';

const source = process.argv[2] ?? UPSTREAM_CSV;
try {
  const db = await loadCookieDb(source);
  const updated = new Date().toISOString().slice(0, 10);
  const compact = { ...db, source: /^https?:/.test(source) ? source : db.source, updated };
  // One entry a line: a refresh shows as a readable diff.
  const lines = compact.entries.map((entry) => JSON.stringify(entry)).join(',\n');
  const { entries: _entries, ...head } = compact;
  const text = `${JSON.stringify(head).slice(0, -1)},"entries":[\n${lines}\n]}\n`;
  writeFileSync(BUNDLED_DB, text);
  // What the package ships (package.json's `files` leaves the .json out).
  writeFileSync(BUNDLED_DB_BROTLI, compressDb(text));
  console.log(`update-cookie-db: ${compact.entries.length} entries from ${source} written to ${BUNDLED_DB}`);
} catch (error) {
  console.error(`update-cookie-db: ${error.message}`);
  process.exit(2);
}
