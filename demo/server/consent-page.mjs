// A page rendered on the server from the visitor's decision: the cookie mirror read with parseConsentCookie.
// Before a decision the HTML carries no analytics at all; after "Accept All" (and a reload) the server sends it.
import { parseConsentCookie } from '../../dist/server.js';

export const CONSENT_PAGE_PATH = '/server-rendered';

const escape = (text) => String(text).replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The page's HTML for a Cookie request header (pure, so tests can call it too). */
export function renderConsentPage(cookieHeader) {
  const decision = parseConsentCookie(cookieHeader ?? '');
  const measured = decision?.consents.measurement === true;
  const status = decision
    ? `Decided ${escape(new Date(decision.consentInfo.time).toISOString())} (${escape(decision.consentInfo.type)}).`
    : 'No decision yet: this HTML has no analytics.';
  const analytics = measured
    ? '<p id="analytics" data-state="on">Analytics: on. The server included the analytics tag in this HTML.</p>' +
      '<script src="/demo-analytics.js"></script>'
    : '<p id="analytics" data-state="off">Analytics: off. The server left the analytics tag out of this HTML.</p>';
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Server-rendered by consent - consent-elements</title>
  <link rel="stylesheet" href="/site.css">
  <script type="application/json" id="consent-config">{"mode":"offline","consentCategories":["necessary","measurement"]}</script>
  <script src="/dist/cdn/consent-elements.js"></script>
</head>
<body>
  <main>
    <h1>Server-rendered by consent</h1>
    <p id="decision">${status}</p>
    ${analytics}
    <p><button type="button" data-consent-action="open-dialog">Privacy settings</button> Reload after a change:
    the server reads the <code>consent-elements</code> cookie with <code>parseConsentCookie</code>.</p>
  </main>
  <consent-banner></consent-banner>
  <consent-dialog></consent-dialog>
</body>
</html>
`;
}

/** The request handler: never cached, since the HTML depends on the cookie. */
export function consentPage(req, res) {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', vary: 'Cookie' });
  res.end(req.method === 'HEAD' ? undefined : renderConsentPage(req.headers.cookie));
}
