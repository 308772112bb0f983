// The `consent-elements stats` table: a ConsentStats object as aligned plain-text tables. A figure the privacy
// threshold withheld (null) prints as "<5", its rate as "–".

/** @typedef {import('../../dist/server.js').ConsentStats} ConsentStats */

/** @param {number | null} value */
const count = (value) => (value === null ? '<5' : String(value));
/** @param {number | null} value */
const percent = (value) => (value === null ? '–' : `${(value * 100).toFixed(1)} %`);
/** @param {string} iso */
const day = (iso) => iso.slice(0, 10);

/**
 * @param {string[]} header
 * @param {string[][]} rows  the first column is left-aligned, the others right-aligned
 */
function table(header, rows) {
  if (!rows.length) return '  (none)\n';
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  /** @param {string[]} cells */
  const line = (cells) =>
    `  ${cells.map((cell, column) => (column ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join('  ')}`;
  return `${[line(header), ...rows.map(line)].join('\n')}\n`;
}

/**
 * @param {string} name
 * @param {{ total: number | null, all: number | null, necessary: number | null, custom: number | null }} counts
 */
const byTypeRow = (name, counts) => [
  name,
  count(counts.total),
  count(counts.all),
  count(counts.necessary),
  count(counts.custom),
];
const TYPE_HEADER = ['total', 'all', 'necessary', 'custom'];
/**
 * @param {string} title
 * @param {Record<string, { granted: number | null, rate: number | null }>} map
 */
const shares = (title, map) =>
  table(
    [title, 'granted', 'rate'],
    Object.entries(map).map(([name, share]) => [name, count(share.granted), percent(share.rate)]),
  );

/**
 * @param {ConsentStats} stats
 * @param {{ domain?: string, interval: string }} query
 */
export function formatStats(stats, { domain, interval }) {
  const to = new Date(new Date(stats.to).getTime() - 1).toISOString();
  return [
    `Consent decisions${domain ? ` for ${domain}` : ''}, ${day(stats.from)} to ${day(to)} (UTC), by ${interval}`,
    'Figures counted from fewer than 5 decisions read <5 (and their rates –).\n',
    'Decisions by type',
    table(['', ...TYPE_HEADER], [byTypeRow('period', { total: stats.total, ...stats.byType })]),
    'Categories',
    shares('category', stats.categories),
    'Services',
    shares('service', stats.services),
    'Policies',
    table(
      ['policy', ...TYPE_HEADER],
      Object.entries(stats.policies).map(([id, counts]) => byTypeRow(id, counts)),
    ),
    'Revisions',
    table(
      ['revision', ...TYPE_HEADER],
      Object.entries(stats.revisions).map(([id, counts]) => byTypeRow(id, counts)),
    ),
    `Series by ${interval}`,
    table(
      ['start', ...TYPE_HEADER],
      stats.series.map((bucket) => byTypeRow(day(bucket.start), bucket)),
    ),
  ].join('\n');
}
