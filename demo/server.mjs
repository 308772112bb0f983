// The demo server: demo/ pages, the built bundle under /dist/, the real c15t backend at /api/c15t and
// the receipts API at /api/receipts, on 127.0.0.1 only.
//   node demo/server.mjs               PGlite on disk (.demo-data/), PORT or 4173
//   DATABASE_URL=postgres://... node demo/server.mjs
import http from 'node:http';
import path from 'node:path';
import { readFile, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { BASE_PATH, countryCookie, createBackend, regionCookie } from './server/backend.mjs';
import { openDatabase } from './server/database.mjs';
import { RECEIPTS_PATH, createReceiptsHandler } from './server/receipts.mjs';
import { expandIncludes } from './server/includes.mjs';
import { requestUrl } from './server/request-url.mjs';
import { CONSENT_PAGE_PATH, consentPage } from './server/consent-page.mjs';
import { PRERENDERED_PATH, prerenderedPage } from './server/prerendered-page.mjs';
import { createAdminAccess, generateAdminToken } from './server/admin/admin-access.mjs';
import { createAdminRoutes } from './server/admin/admin-routes.mjs';

const HOST = '127.0.0.1';
const DEMO_ROOT = path.dirname(fileURLToPath(import.meta.url));
const DIST_ROOT = path.resolve(DEMO_ROOT, '../dist');
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};
// Server code is not page material.
const PRIVATE = /^\/(server(\/|\.mjs$)|react\/app\.tsx$|partials\/)/;
// Enforces the demo's promise that nothing leaves this origin.
const CSP =
  "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'self'";

/**
 * @param {object} [options]
 * @param {number} [options.port]  0 for a free port; default PORT or 4173
 * @param {'disk' | 'memory' | 'pglite-memory' | string} [options.database]
 *   'disk': PGlite in .demo-data/ (default), 'memory': c15t's in-memory adapter, 'pglite-memory': PGlite
 *   without files, or a postgres:// URL (default when DATABASE_URL is set)
 * @param {boolean} [options.quiet]  no log lines
 * @param {string} [options.adminToken]  the token of /admin/consent-stats; default ADMIN_TOKEN, else a new one
 * @param {number} [options.adminThrottleMs]  the wait after a first wrong admin token (doubling after each next one)
 */
export async function startDemoServer({
  port = Number(process.env.PORT ?? 4173),
  database,
  quiet = false,
  adminToken = process.env.ADMIN_TOKEN || undefined,
  adminThrottleMs,
} = {}) {
  database ??= process.env.DATABASE_URL || 'disk';
  const generatedToken = adminToken ? null : generateAdminToken();
  const access = createAdminAccess({ token: adminToken ?? generatedToken, throttleMs: adminThrottleMs });
  const db =
    database === 'memory'
      ? null
      : await openDatabase(
          database === 'disk' ? {} : database === 'pglite-memory' ? { dir: ':memory:' } : { url: database },
        );
  let backend;
  try {
    backend = await createBackend({ database: db?.database, logLevel: quiet ? 'error' : 'warn' });
  } catch (error) {
    await db?.close();
    throw error;
  }
  const receipts = createReceiptsHandler(backend);
  const admin = createAdminRoutes({ access, kysely: db?.kysely ?? null });

  const server = http.createServer((req, res) => {
    const url = requestUrl(req);
    if (url.pathname === BASE_PATH || url.pathname.startsWith(`${BASE_PATH}/`)) return backend.handle(req, res);
    if (url.pathname === RECEIPTS_PATH) return receipts(req, res);
    if (url.pathname === CONSENT_PAGE_PATH) return consentPage(req, res);
    if (url.pathname === PRERENDERED_PATH) return prerenderedPage(req, res, url);
    (url.pathname.startsWith('/admin/') ? admin(req, res, url) : Promise.resolve(false))
      .then((answered) => answered || serveStatic(req, res, url))
      .catch((error) => {
        if (!quiet) console.error(`[demo] ${req.method} ${url.pathname}: ${error.message}`);
        if (!res.headersSent) sendText(res, 500, 'Internal error');
        else res.destroy();
      });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, resolve);
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const origin = `http://${HOST}:${address.port}`;

  let closing;
  const close = () =>
    (closing ??= (async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await db?.close();
    })());
  const where = db ? `${db.kind} at ${db.location}` : "c15t's in-memory adapter";
  if (!quiet) console.log(`consent-elements demo: ${origin}/  (database: ${where})`);
  if (!quiet && generatedToken) {
    console.log(`consent statistics: ${origin}/admin/consent-stats  (admin token for this run: ${generatedToken};`);
    console.log('  set ADMIN_TOKEN to choose your own)');
  }
  return {
    url: `${origin}/`,
    port: address.port,
    server,
    database: where,
    adminToken: adminToken ?? generatedToken,
    close,
  };
}

/** @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {URL} url */
async function serveStatic(req, res, url) {
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return sendText(res, 405, 'Method not allowed', { allow: 'GET, HEAD' });
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return sendText(res, 400, 'Bad request');
  }
  if (pathname.includes('\0') || pathname.includes('\\')) return sendText(res, 404, 'Not found');
  // Normalised first, so `/react/%2e%2e%2fserver.mjs` is checked as the `/server.mjs` it names.
  const normal = path.posix.normalize(pathname);
  if (PRIVATE.test(normal)) return sendText(res, 404, 'Not found');
  const [root, relative] = normal.startsWith('/dist/') ? [DIST_ROOT, normal.slice(5)] : [DEMO_ROOT, normal];
  let file = path.resolve(root, `.${relative}`);
  if (file !== root && !file.startsWith(root + path.sep)) return sendText(res, 404, 'Not found');

  let info = await stat(file).catch(() => null);
  if (info?.isDirectory()) {
    if (!pathname.endsWith('/')) return redirect(res, `${url.pathname}/${url.search}`);
    file = path.join(file, 'index.html');
    info = await stat(file).catch(() => null);
  }
  const type = TYPES[path.extname(file)];
  if (!info?.isFile() || !type) return sendText(res, 404, 'Not found');

  const html = type.startsWith('text/html');
  const body = html ? Buffer.from(await expandIncludes(await readFile(file, 'utf8'), DEMO_ROOT)) : null;
  const headers = {
    'content-type': type,
    'content-length': body?.length ?? info.size,
    'cache-control': 'no-cache',
    'x-content-type-options': 'nosniff',
  };
  if (html) {
    headers['content-security-policy'] = CSP;
    headers['referrer-policy'] = 'same-origin';
    // ?country=DE|US (and &region=CA) on a page remembers the choice for the page's later API calls; ?country=
    // forgets it, and a country without a region forgets the region.
    if (url.searchParams.has('country')) {
      headers['set-cookie'] = [
        countryCookie(url.searchParams.get('country')),
        regionCookie(url.searchParams.get('region')),
      ];
    }
  }
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : (body ?? (await readFile(file))));
}

function redirect(res, location) {
  res.writeHead(301, { location, 'content-length': 0 });
  res.end();
}

function sendText(res, status, text, extra = {}) {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...extra,
  });
  res.end(text);
}

/** Starts the server from the command line: logs the URL, explains a busy port, stops cleanly on SIGINT/SIGTERM. */
export async function main() {
  let demo;
  try {
    demo = await startDemoServer();
  } catch (error) {
    console.error(
      error?.code === 'EADDRINUSE'
        ? `[demo] Port ${error.port} on ${HOST} is in use: stop the other server or set PORT, e.g. PORT=4174 npm start`
        : `[demo] Could not start: ${error?.stack ?? error}`,
    );
    process.exit(1);
  }
  const stop = async (signal) => {
    console.log(`\n[demo] ${signal}: shutting down`);
    setTimeout(() => process.exit(1), 5000).unref();
    await demo.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
