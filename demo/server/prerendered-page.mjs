// The banner at first paint: the server renders it into the HTML (renderConsentBanner from dist/server.js), in the
// visitor's language (Accept-Language, or ?lang=xx), so it is on screen before any script runs; the drop-in then
// adopts it. A visitor whose cookie mirror holds a decision gets no banner in the HTML at all.
import { randomBytes } from 'node:crypto';
import { renderConsentBanner } from '../../dist/server.js';

export const PRERENDERED_PATH = '/prerendered.html';

const OPTIONS = {
  mode: 'offline',
  consentCategories: ['necessary', 'measurement', 'marketing'],
  legalLinks: { privacyPolicy: '/#privacy' },
};

/** The page's HTML for a request (pure but for the nonce, so tests can call it too). */
export function renderPrerenderedPage({ cookie, acceptLanguage, language, nonce }) {
  let banner;
  try {
    banner = renderConsentBanner({ cookie, acceptLanguage, language, options: OPTIONS, nonce });
  } catch {
    banner = renderConsentBanner({ cookie, acceptLanguage, options: OPTIONS, nonce }); // a bad ?lang= value
  }
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Banner at first paint - consent-elements</title>
  <link rel="stylesheet" href="/site.css">
  <script type="application/json" id="consent-config">${JSON.stringify(OPTIONS)}</script>
  <script src="/dist/consent-elements.js" defer></script>
</head>
<body>
  <main>
    <h1>Banner at first paint</h1>
    <p>The banner below was rendered by the server (<code>renderConsentBanner</code>) into this HTML, in your
    browser's language: try <a href="?lang=de">?lang=de</a> or <a href="?lang=ar">?lang=ar</a>. It shows before any
    script has loaded, and a click on it is answered once the script arrives. After a decision, reload: the server
    reads the cookie mirror and sends no banner at all.</p>
    <p><button type="button" data-consent-action="open-dialog">Privacy settings</button></p>
  </main>
  ${banner}
  <consent-dialog></consent-dialog>
</body>
</html>
`;
}

/** The request handler: a nonce per response for the banner's inline script; never cached (cookie, language). */
export function prerenderedPage(req, res, url) {
  const nonce = randomBytes(16).toString('base64');
  const csp =
    `default-src 'self'; script-src 'self' 'nonce-${nonce}'; style-src 'self' 'unsafe-inline'; ` +
    "img-src 'self' data:; frame-ancestors 'self'; base-uri 'none'; form-action 'self'";
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    vary: 'Cookie, Accept-Language',
    'content-security-policy': csp,
  });
  const html = renderPrerenderedPage({
    cookie: req.headers.cookie,
    acceptLanguage: req.headers['accept-language'],
    language: url.searchParams.get('lang') || undefined,
    nonce,
  });
  res.end(req.method === 'HEAD' ? undefined : html);
}
