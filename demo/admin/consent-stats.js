// The consent statistics dashboard: reads /admin/consent-stats.json for the chosen period and draws each figure with
// Chartist (SVG, hidden from assistive technology) beside a table of the same numbers. A withheld figure (null:
// fewer than 5 decisions) is a gap in a chart and "<5" in a table.
import { BarChart, LineChart } from '/vendor/chartist/chartist.js';

const DAY = 86_400_000;
const TYPES = [
  ['all', 'Accept all'],
  ['necessary', 'Necessary only'],
  ['custom', 'Custom'],
];
const form = /** @type {HTMLFormElement} */ (document.getElementById('period'));
const status = document.getElementById('status');
const count = (value) => (value === null ? '<5' : value.toLocaleString('en'));
const percent = (value) => (value === null ? '<5' : `${(value * 100).toFixed(1)} %`);
const share = (part, whole) => (part === null || whole === null ? null : part / whole);
const narrow = () => window.matchMedia('(max-width: 40rem)').matches;

/** A table of `rows` under `headers`, its caption `caption`; the first column names the row. */
function table(caption, headers, rows) {
  const element = document.createElement('table');
  element.createCaption().textContent = caption;
  const head = element.createTHead().insertRow();
  for (const text of headers)
    head.appendChild(Object.assign(document.createElement('th'), { scope: 'col', textContent: text }));
  const body = element.createTBody();
  for (const row of rows) {
    const line = body.insertRow();
    row.forEach((text, index) => {
      const cell = document.createElement(index ? 'td' : 'th');
      if (!index) cell.scope = 'row';
      cell.textContent = text;
      line.appendChild(cell);
    });
  }
  if (!rows.length) body.insertRow().insertCell().textContent = 'No data in this period.';
  return element;
}

function place(id, tableElement, legend) {
  document.getElementById(`${id}-table`).replaceChildren(tableElement);
  const chart = document.getElementById(`${id}-chart`);
  chart.replaceChildren();
  if (legend) {
    const list = document.createElement('ul');
    list.className = 'legend';
    legend.forEach((name, index) => {
      const item = document.createElement('li');
      item.className = `key-${'abc'[index]}`;
      item.textContent = name;
      list.appendChild(item);
    });
    chart.appendChild(list);
  }
  const canvas = document.createElement('div');
  chart.appendChild(canvas);
  return canvas;
}

function drawSummary(stats) {
  const cards = [['Decisions', count(stats.total)]];
  for (const [type, label] of TYPES) {
    const part = stats.byType[type];
    const rate = share(part, stats.total);
    cards.push([label, rate === null ? count(part) : `${(rate * 100).toFixed(1)} %`]);
  }
  document.getElementById('summary').replaceChildren(
    ...cards.map(([label, value]) => {
      const card = document.createElement('div');
      card.className = 'figure';
      card.append(Object.assign(document.createElement('span'), { textContent: label }));
      card.append(Object.assign(document.createElement('strong'), { textContent: value }));
      return card;
    }),
  );
}

function drawSeries(stats) {
  const day = (iso) => iso.slice(5, 10);
  const rows = stats.series.map((bucket) => [
    bucket.start.slice(0, 10),
    ...['total', 'all', 'necessary', 'custom'].map((key) => count(bucket[key])),
  ]);
  const canvas = place(
    'series',
    table('Decisions by type per bucket', ['Start', 'Total', 'All', 'Necessary', 'Custom'], rows),
    TYPES.map(([, label]) => label),
  );
  const every = Math.max(1, Math.ceil(stats.series.length / (narrow() ? 5 : 12)));
  new LineChart(
    canvas,
    {
      labels: stats.series.map((bucket) => day(bucket.start)),
      series: TYPES.map(([type]) => stats.series.map((bucket) => bucket[type])),
    },
    {
      height: narrow() ? '200px' : '260px',
      showPoint: stats.series.length < 40,
      lineSmooth: false,
      fullWidth: true,
      chartPadding: { right: 16 },
      axisX: { labelInterpolationFnc: (value, index) => (index % every === 0 ? value : null), showGrid: false },
      axisY: { onlyInteger: true, low: 0 },
    },
  );
}

function drawShares(id, entries, noun) {
  const rows = entries.map(([name, value]) => [name, count(value.granted), percent(value.rate)]);
  const canvas = place(id, table(`Rate by ${noun}`, [noun[0].toUpperCase() + noun.slice(1), 'Granted', 'Rate'], rows));
  if (!entries.length) return;
  new BarChart(
    canvas,
    {
      labels: entries.map(([name]) => name),
      series: [entries.map(([, value]) => (value.rate === null ? null : value.rate * 100))],
    },
    {
      horizontalBars: true,
      reverseData: true,
      height: `${Math.max(80, entries.length * 36 + 30)}px`,
      chartPadding: { right: 32 },
      axisX: { low: 0, high: 100, onlyInteger: true, labelInterpolationFnc: (value) => `${value}%` },
      axisY: { offset: narrow() ? 90 : 130 },
    },
  );
}

function drawTypeShares(id, map, noun) {
  const entries = Object.entries(map);
  const rows = entries.map(([name, counts]) => [
    name,
    ...['total', 'all', 'necessary', 'custom'].map((key) => count(counts[key])),
  ]);
  const canvas = place(
    id,
    table(
      `Decisions by type per ${noun}`,
      [noun[0].toUpperCase() + noun.slice(1), 'Total', 'All', 'Necessary', 'Custom'],
      rows,
    ),
    TYPES.map(([, label]) => label),
  );
  if (!entries.length) return;
  // Top to bottom in the table's order: Chartist draws the first label at the bottom. (Its reverseData would also
  // reverse the series, and so their colours.)
  const reversed = [...entries].reverse();
  new BarChart(
    canvas,
    {
      labels: reversed.map(([name]) => name),
      series: TYPES.map(([type]) =>
        reversed.map(([, counts]) => {
          const rate = share(counts[type], counts.total);
          return rate === null ? null : Math.round(rate * 1000) / 10;
        }),
      ),
    },
    {
      horizontalBars: true,
      stackBars: true,
      height: `${Math.max(80, entries.length * 40 + 30)}px`,
      chartPadding: { right: 32 },
      axisX: { low: 0, high: 100, onlyInteger: true, labelInterpolationFnc: (value) => `${value}%` },
      axisY: { offset: narrow() ? 70 : 100 },
    },
  );
}

function query() {
  const data = new FormData(form);
  const params = new URLSearchParams({ interval: String(data.get('interval')) });
  if (data.get('domain')) params.set('domain', String(data.get('domain')).trim());
  if (data.get('days') === 'custom') {
    if (data.get('from')) params.set('from', String(data.get('from')));
    if (data.get('to')) params.set('to', String(data.get('to')));
  } else {
    // Whole UTC days: from midnight N days ago up to now (today's bucket is still filling).
    params.set('from', new Date(Math.floor(Date.now() / DAY) * DAY - Number(data.get('days')) * DAY).toISOString());
  }
  return params;
}

let latest = 0;
async function load() {
  const request = ++latest;
  status.textContent = 'Loading…';
  const response = await fetch(`/admin/consent-stats.json?${query()}`, { credentials: 'same-origin' });
  if (response.status === 401) return window.location.reload();
  const body = await response.json();
  // An answer to an earlier choice of period that arrives late is dropped.
  if (request !== latest) return;
  if (!response.ok) {
    status.textContent = body.message ?? `Error ${response.status}`;
    return;
  }
  drawSummary(body);
  drawSeries(body);
  drawShares('categories', Object.entries(body.categories), 'category');
  drawShares('services', Object.entries(body.services), 'service');
  drawTypeShares('policies', body.policies, 'policy');
  drawTypeShares('revisions', body.revisions, 'revision');
  status.textContent = `${body.from.slice(0, 10)} to ${new Date(Date.parse(body.to) - 1).toISOString().slice(0, 10)} (UTC): ${count(body.total)} decisions.`;
  document.body.dataset.loaded = 'true';
}

const showCustom = () => form.classList.toggle('is-custom', form.elements.namedItem('days').value === 'custom');
form.addEventListener('change', showCustom);
form.addEventListener('submit', (event) => {
  event.preventDefault();
  load().catch((error) => (status.textContent = `Could not load: ${error.message}`));
});
showCustom();
load().catch((error) => (status.textContent = `Could not load: ${error.message}`));
