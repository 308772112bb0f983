// Generated drop-in pages served with a real Content-Security-Policy header, and a log of the requests their
// embeds and scripts make, so a test can tell from the server's side whether an embed was requested before consent.
//
//   /csp-page/<id>?script=<variant>&csp=<policy>&embed=<pattern>[&tt=<trusted types>]   the page
//   /csp-embed/<id>/<file>                                                               logged; a page or a script
//   /csp-log/<id>                                                                        the logged paths, as JSON
//   /csp-probe/violations.js                     records CSP violations in window.__violations (not logged)
//   /csp-probe/<file>                            dist/<file>, the on-demand chunks after a delay (a slow network)
import { randomBytes } from 'node:crypto';

const MAX_PAGES = 200;
/** How late the drop-in's on-demand chunks arrive: the embed must stay unrequested however long they take. */
const CHUNK_DELAY_MS = 300;
const MAX_ENTRIES = 50;
/** id → requested paths (bounded: the oldest ids are dropped). */
const logs = new Map();

const SCRIPT_TAGS = {
  'head-classic': (src, nonce) => ({ head: `<script${nonce} src="${src}"></script>` }),
  'head-defer': (src, nonce) => ({ head: `<script defer${nonce} src="${src}"></script>` }),
  'head-async': (src, nonce) => ({ head: `<script async${nonce} src="${src}"></script>` }),
  'head-module': (src, nonce) => ({ head: `<script type="module"${nonce} src="${src}"></script>` }),
  'body-end': (src, nonce) => ({ end: `<script${nonce} src="${src}"></script>` }),
};

const POLICIES = {
  none: () => null,
  // A nonce-based strict policy: nothing inline runs or applies without the nonce.
  nonce: (nonce) => `script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; object-src 'none'; base-uri 'none'`,
  // No 'unsafe-inline' and no nonce: only the site's own files.
  self: () => "script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'",
};

const TRUSTED_TYPES = {
  // Trusted Types enforced, and our policy allowed.
  allowed: "require-trusted-types-for 'script'; trusted-types consent-elements",
  // Enforced, and only the page's own default policy may be created: ours is refused.
  refused: "require-trusted-types-for 'script'; trusted-types default",
};

const EMBEDS = {
  parked: (url) => `<iframe title="Video" width="320" height="180" data-src="${url}"></iframe>`,
  lazy: (url) => `<iframe title="Video" width="320" height="180" loading="lazy" src="${url}"></iframe>`,
};

function log(id) {
  let entries = logs.get(id);
  if (!entries) {
    if (logs.size >= MAX_PAGES) logs.delete(logs.keys().next().value);
    logs.set(id, (entries = []));
  }
  return entries;
}

function page(id, query) {
  const nonce = randomBytes(12).toString('base64url');
  const tag = SCRIPT_TAGS[query.get('script') ?? 'head-classic'];
  const policy = POLICIES[query.get('csp') ?? 'none'];
  const embed = EMBEDS[query.get('embed') ?? 'parked'];
  const trusted = query.has('tt') ? TRUSTED_TYPES[query.get('tt')] : '';
  if (!tag || !policy || !embed || trusted === undefined) return null;
  const attribute = query.get('csp') === 'nonce' ? ` nonce="${nonce}"` : '';
  const { head = '', end = '' } = tag('/csp-probe/consent-elements.js', attribute);
  const config = {
    consentCategories: ['necessary', 'measurement', 'marketing'],
    scripts: [{ id: 'managed', src: `/csp-embed/${id}/managed.js`, category: 'marketing' }],
  };
  const html = `<!doctype html><html lang="en"><head><title>CSP ${id}</title>
<script${attribute} src="/csp-probe/violations.js"></script>
<script type="application/json" id="consent-config">${JSON.stringify(config)}</script>
${head}</head><body>
<consent-banner></consent-banner>
<consent-frame category="marketing">${embed(`/csp-embed/${id}/embed.html`)}</consent-frame>
<script type="text/plain" data-category="marketing"${attribute} src="/csp-embed/${id}/parked.js"></script>
${end}</body></html>`;
  return { html, csp: [policy(nonce), trusted].filter(Boolean).join('; ') };
}

const VIOLATIONS = `document.addEventListener('securitypolicyviolation', (event) => {
  (window.__violations ??= []).push(event.violatedDirective + ' ' + (event.blockedURI || 'inline'));
});`;

export async function cspPages(ctx, next) {
  const match = /^\/csp-(page|embed|log|probe)\/([\w.-]{1,40})(?:\/([\w.-]{1,40}))?$/.exec(ctx.path);
  if (!match) return next();
  const [, kind, id, file] = match;
  ctx.set('Cache-Control', 'no-store');
  if (kind === 'probe' && id !== 'violations.js') {
    if (id !== 'consent-elements.js') await new Promise((resolve) => setTimeout(resolve, CHUNK_DELAY_MS));
    ctx.url = `/dist/${id}`;
    return next();
  } else if (kind === 'probe') {
    ctx.type = 'js';
    ctx.body = VIOLATIONS;
  } else if (kind === 'log') {
    ctx.body = logs.get(id) ?? [];
  } else if (kind === 'embed' && file) {
    const entries = log(id);
    if (entries.length < MAX_ENTRIES) entries.push(file);
    ctx.type = file.endsWith('.js') ? 'js' : 'html';
    ctx.body = file.endsWith('.js')
      ? `(window.__ran ??= []).push(${JSON.stringify(file)});`
      : '<!doctype html><title>embed</title>';
  } else if (kind === 'page') {
    const generated = page(id, new URLSearchParams(ctx.querystring));
    if (!generated) return next();
    log(id);
    if (generated.csp) ctx.set('Content-Security-Policy', generated.csp);
    ctx.type = 'html';
    ctx.body = generated.html;
  } else {
    return next();
  }
}
