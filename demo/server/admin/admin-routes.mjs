// The demo's consent statistics, behind the admin token (admin-access.mjs):
//   GET  /admin/consent-stats             the sign-in form, or the dashboard once signed in
//   POST /admin/consent-stats/sign-in     token + csrf (form) -> session cookie, 303 back
//   POST /admin/consent-stats/sign-out    csrf (form) -> no session, 303 back
//   GET  /admin/consent-stats.json        consentStats() of the demo's database; 401 without a session or Bearer
// The dashboard's script and styles (demo/admin/) and Chartist (demo/vendor/) are plain static files.
import { ConsentConfigError, consentStats } from '../../../dist/server.js';
import { dashboardPage, signInPage } from './admin-pages.mjs';

export const ADMIN_PATH = '/admin/consent-stats';
const MAX_FORM_BYTES = 4096;
const HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  // same-origin, not no-referrer: with no-referrer a browser sends `Origin: null` on the sign-in form's post.
  'referrer-policy': 'same-origin',
  'content-security-policy':
    "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
};

/**
 * @param {{ access: ReturnType<typeof import('./admin-access.mjs').createAdminAccess>,
 *   kysely: import('kysely').Kysely<any> | null }} options  kysely: the demo's database (null: c15t's memory adapter)
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, url: URL) =>
 *   Promise<boolean>} true when it answered
 */
export function createAdminRoutes({ access, kysely }) {
  const send = (res, status, body, headers = {}) => {
    const type = typeof body === 'string' ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8';
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    res.writeHead(status, { ...HEADERS, 'content-type': type, 'content-length': Buffer.byteLength(text), ...headers });
    res.end(text);
  };
  const back = (res, cookies) => {
    res.writeHead(303, { ...HEADERS, location: ADMIN_PATH, 'set-cookie': cookies, 'content-length': 0 });
    res.end();
  };
  const signIn = (req, res, status, error) => {
    const csrf = access.csrfPair(req);
    send(res, status, signInPage({ csrf: csrf.value, error }), { 'set-cookie': csrf.cookie });
  };

  async function stats(req, res, url) {
    if (!access.isAuthorized(req)) {
      return send(
        res,
        401,
        { code: 'UNAUTHORIZED', message: 'Sign in or send Authorization: Bearer <token>' },
        {
          'www-authenticate': 'Bearer realm="consent-stats"',
        },
      );
    }
    if (!kysely) return send(res, 503, { code: 'NO_DATABASE', message: "c15t's memory adapter keeps no statistics" });
    const params = url.searchParams;
    const option = (name) => params.get(name) || undefined;
    try {
      const to = option('to');
      const result = await consentStats({
        db: kysely,
        domain: option('domain'),
        from: option('from'),
        // A date alone names its whole day.
        to: to && /^\d{4}-\d\d-\d\d$/.test(to) ? new Date(Date.parse(to) + 86_400_000) : to,
        interval: option('interval'),
      });
      send(res, 200, result);
    } catch (error) {
      if (error instanceof ConsentConfigError) return send(res, 400, { code: 'BAD_REQUEST', message: error.message });
      console.error(`[admin] consent stats: ${error?.message ?? error}`);
      send(res, 500, { code: 'INTERNAL_SERVER_ERROR', message: 'Internal error' });
    }
  }

  async function postSignIn(req, res) {
    const form = await readForm(req);
    if (!form || !access.isSameSiteForm(req, form.get('csrf')))
      return signIn(req, res, 403, 'The form expired: try again.');
    const wait = access.waitFor(req);
    if (wait > 0) {
      return signIn(req, res, 429, `Too many wrong tokens: wait ${Math.ceil(wait / 1000)} s.`);
    }
    if (!access.checkToken(req, form.get('token') ?? '')) return signIn(req, res, 401, 'Wrong token.');
    back(res, [access.startSession()]);
  }

  async function postSignOut(req, res) {
    const form = await readForm(req);
    if (!form || !access.isSameSiteForm(req, form.get('csrf'))) return send(res, 403, 'Forbidden');
    back(res, [access.endSession(req)]);
  }

  return async function handleAdmin(req, res, url) {
    const route = `${req.method} ${url.pathname}`;
    if (route === `GET ${ADMIN_PATH}.json`) await stats(req, res, url);
    else if (route === `POST ${ADMIN_PATH}/sign-in`) await postSignIn(req, res);
    else if (route === `POST ${ADMIN_PATH}/sign-out`) await postSignOut(req, res);
    else if (route === `GET ${ADMIN_PATH}`) {
      if (!access.isAuthorized(req)) signIn(req, res, 200);
      else {
        const csrf = access.csrfPair(req);
        send(res, 200, dashboardPage({ csrf: csrf.value }), { 'set-cookie': csrf.cookie });
      }
    } else if (url.pathname.startsWith(ADMIN_PATH) && !/\.(js|css)$/.test(url.pathname)) send(res, 404, 'Not found');
    else return false;
    return true;
  };
}

/** An application/x-www-form-urlencoded body, or null when it is something else or too large. */
async function readForm(req) {
  if (!/^application\/x-www-form-urlencoded\b/i.test(req.headers['content-type'] ?? '')) return null;
  let text = '';
  for await (const chunk of req) {
    text += chunk;
    if (text.length > MAX_FORM_BYTES) return null;
  }
  return new URLSearchParams(text);
}
