// The HTML of /admin/consent-stats: the sign-in form, and the dashboard's shell (its figures come from
// /admin/consent-stats.json, drawn by /admin/consent-stats.js). No inline script: the demo's CSP allows none.

const escape = (text) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const page = (title, body) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)} · consent-elements demo</title>
<link rel="stylesheet" href="/vendor/chartist/chartist.css">
<link rel="stylesheet" href="/admin/consent-stats.css">
</head>
<body>
${body}
</body>
</html>
`;

/** @param {{ csrf: string, error?: string, disabled?: boolean }} options */
export function signInPage({ csrf, error, disabled = false }) {
  return page(
    'Sign in',
    `<main class="sign-in">
<h1>Consent statistics</h1>
<p>Enter the admin token. <code>npm start</code> prints it, or set <code>ADMIN_TOKEN</code>.</p>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/admin/consent-stats/sign-in">
<input type="hidden" name="csrf" value="${escape(csrf)}">
<label for="token">Admin token</label>
<input id="token" name="token" type="password" autocomplete="current-password" required${disabled ? ' disabled' : ''}>
<button type="submit"${disabled ? ' disabled' : ''}>Sign in</button>
</form>
</main>`,
  );
}

const PERIODS = [
  ['7', 'Last 7 days'],
  ['30', 'Last 30 days'],
  ['90', 'Last 90 days'],
  ['180', 'Last 180 days'],
  ['custom', 'Custom'],
];

/** A figure with its chart (hidden from assistive technology) and the same numbers as a table. */
const figure = (id, title, note = '') => `<section class="card" aria-labelledby="${id}-title">
<h2 id="${id}-title">${title}</h2>
${note ? `<p class="note">${note}</p>` : ''}
<div class="chart" id="${id}-chart" aria-hidden="true"></div>
<details><summary>${title}: table</summary><div class="table" id="${id}-table"></div></details>
</section>`;

/** @param {{ csrf: string }} options */
export function dashboardPage({ csrf }) {
  return page(
    'Consent statistics',
    `<header class="bar">
<h1>Consent statistics</h1>
<form method="post" action="/admin/consent-stats/sign-out">
<input type="hidden" name="csrf" value="${escape(csrf)}"><button type="submit">Sign out</button>
</form>
</header>
<main>
<form id="period" class="period" aria-label="Period">
<label>Period <select name="days">${PERIODS.map(
      ([value, label]) => `<option value="${value}"${value === '30' ? ' selected' : ''}>${label}</option>`,
    ).join('')}</select></label>
<label class="custom">From <input type="date" name="from"></label>
<label class="custom">To <input type="date" name="to"></label>
<label>By <select name="interval"><option value="day">day</option><option value="week">week</option></select></label>
<label>Domain <input name="domain" placeholder="all" size="14"></label>
<button type="submit">Show</button>
</form>
<p id="status" class="status" role="status" aria-live="polite"></p>
<section class="summary" aria-label="Decisions in the period" id="summary"></section>
${figure('series', 'Decisions over time by type')}
${figure('categories', 'Rates by category', 'Share of the period’s decisions that granted each category.')}
${figure('services', 'Rates by service', 'Share of the period’s decisions that granted each service.')}
${figure('policies', 'Decisions by policy', 'Share of each type within the decisions under each policy.')}
${figure('revisions', 'Decisions by revision', 'Compare banner texts: each revision’s share of each type.')}
<p class="note">Aggregates only. A figure counted from fewer than 5 decisions is withheld (shown as “&lt;5”).</p>
</main>
<script type="module" src="/admin/consent-stats.js"></script>`,
  );
}
