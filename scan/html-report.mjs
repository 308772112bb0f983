import { CATEGORY_NAMES } from './scan-config.mjs';

/** @param {unknown} value */
const escape = (value) => String(value ?? '').replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A cell's text, escaped, with a line-break opportunity after each path separator of a URL (`/`, `?`, `&`, `=`),
 * so a long URL wraps between its parts and no word is cut in the middle.
 * @param {unknown} value
 */
const breakable = (value) =>
  String(value ?? '')
    .split(/(?<=[?&=]|\/(?!\/))/)
    .map(escape)
    .join('<wbr>');

/** @param {number} count @param {string} noun */
const counted = (count, noun) => `${count} ${noun}${count === 1 ? '' : 's'}`;

const COLUMNS = ['Name', 'Type', 'Provider', 'Domain', 'Party', 'Duration', 'Purpose'];
const FINDING_COLUMNS = ['Phase', 'Name', 'Type', 'Domain', 'Why'];

/** @param {import('./observations.mjs').Item} item */
const cells = (item) => [
  item.name,
  item.type,
  item.provider ?? '—',
  item.domain,
  item.firstParty ? 'first' : 'third',
  item.duration,
  item.purpose ?? '—',
];

/**
 * @param {string} caption
 * @param {string[]} headers
 * @param {unknown[][]} rows
 */
function table(caption, headers, rows) {
  if (!rows.length) return `<p>None.</p>`;
  const head = headers.map((name) => `<th scope="col">${escape(name)}</th>`).join('');
  const body = rows.map((row) => `<tr>${row.map((cell) => `<td>${breakable(cell)}</td>`).join('')}</tr>`).join('');
  return `<table><caption>${escape(caption)}</caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

/** @param {{ phase: string, item?: import('./observations.mjs').Item, reason: string }[]} findings */
const findingRows = (findings) =>
  findings.map((finding) => [
    finding.phase,
    finding.item?.name ?? '',
    finding.item?.type ?? '',
    finding.item?.domain ?? '',
    finding.reason,
  ]);

/**
 * The declaration as a page a person reads: violations first, then each category, then the unknown items.
 * @param {import('./declaration.mjs').Declaration} declaration
 * @param {Readonly<Record<string, string>>} [titles] each category's name as the dialog shows it (categoryTitles())
 */
export function htmlReport(declaration, titles = {}) {
  const { violations, warnings, categories, unknown } = declaration;
  const suggested = declaration.suggestedServices ?? [];
  const named = CATEGORY_NAMES.filter((name) => categories[name]);
  const title = (/** @type {string} */ name) => titles[name] ?? name;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Cookie scan: ${escape(declaration.pages[0] ?? '')}</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; margin: 1rem auto; max-width: 75rem; padding: 0 1rem; color: #1b1b1b; }
table { border-collapse: collapse; width: 100%; margin: .5rem 0 1.5rem; display: block; overflow-x: auto; }
caption { text-align: start; font-weight: 600; padding: .25rem 0; }
th, td { border: 1px solid #c8c8c8; padding: .3rem .5rem; text-align: start; vertical-align: top; }
th { background: #f0f0f0; }
td { overflow-wrap: normal; hyphens: manual; }
td:last-child { min-width: 15rem; } /* the prose column (Why, Purpose): the table scrolls rather than crush it */
.violations h2 { color: #a00000; }
.ok { color: #006100; }
pre { overflow-x: auto; background: #f6f6f6; padding: .5rem; }
</style>
</head>
<body>
<h1>Cookie scan</h1>
<p>Scanned ${escape(declaration.scannedAt)} by ${escape(declaration.tool.name)} ${escape(declaration.tool.version)}:
${declaration.pages.map((page) => `<a href="${escape(page)}">${escape(page)}</a>`).join(', ')}</p>
<section class="violations">
<h2>Violations (${violations.length})</h2>
${
  violations.length
    ? table('Not necessary, yet there before a decision or after Reject All', FINDING_COLUMNS, findingRows(violations))
    : '<p class="ok">None: nothing but necessary items before a decision or after Reject All.</p>'
}
</section>
<section>
<h2>Warnings (${warnings.length})</h2>
${table(
  'Unknown items before a decision or after Reject All, and pages that could not be scanned',
  FINDING_COLUMNS,
  findingRows(warnings),
)}
</section>
<h2>Declaration by category</h2>
${
  named.length
    ? named
        .map(
          (name) =>
            `<section><h3>${escape(title(name))}</h3>${table(
              `${title(name)}: ${counted(categories[name].length, 'item')}`,
              COLUMNS,
              categories[name].map(cells),
            )}</section>`,
        )
        .join('\n')
    : '<p>No classified items.</p>'
}
<section>
<h2>Unknown (${unknown.length})</h2>
<p>Not in the site's --config, the tracking-host table or the cookie database: describe them in the config's
"known" list.</p>
${table('Unknown items', COLUMNS, unknown.map(cells))}
</section>
<section>
<h2>Suggested services (${suggested.length})</h2>
<p>One per provider seen, for the <code>services</code> option: paste, then review the ids, names and categories
(docs/services.md).</p>
<pre>${escape(JSON.stringify(suggested, null, 2))}</pre>
</section>
</body>
</html>
`;
}
