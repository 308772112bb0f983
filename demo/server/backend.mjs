// The real c15t backend (@c15t/backend 1.8.6, GPL-3.0) mounted in a Node http server. Demo and test
// tooling only: nothing under src/ or elements/ may import this file or the backend package.
import { c15tInstance } from '@c15t/backend';
import { getMigrations } from '@c15t/backend/pkgs/migrations';
import { deduplicateSubmissions } from './deduplicate.mjs';
import { requestUrl } from './request-url.mjs';

export const BASE_PATH = '/api/c15t';
/** Cookie the demo pages set from `?country=DE`, so the browser's later API calls carry the choice. */
export const COUNTRY_COOKIE = 'demo_country';
const COUNTRY_COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${COUNTRY_COOKIE}=([^;]*)`);
/** The same for `?region=CA` (a US state with `?country=US`): the region the backend's banner info reports. */
export const REGION_COOKIE = 'demo_region';
const REGION_COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${REGION_COOKIE}=([^;]*)`);
const MAX_BODY_BYTES = 64 * 1024;
// c15t returns whole consent rows from /consent/verify, and stack traces (absolute paths of this machine) in its
// error answers; no page may ever see these.
const PRIVATE_FIELDS = new Set(['ipAddress', 'userAgent', 'lastIpAddress', 'stack']);
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'content-length', 'host']);
// This server is the edge: a caller's own forwarding headers are not trusted (c15t would record and echo them).
const FORWARDING = new Set([
  'x-forwarded-for',
  'x-real-ip',
  'forwarded',
  'x-client-ip',
  'cf-connecting-ip',
  'true-client-ip',
]);

/**
 * @param {object} [config]
 * @param {object} [config.database]  c15t's `database` option (see database.mjs); none: c15t's in-memory adapter
 * @param {string[]} [config.trustedOrigins]  CORS; 'localhost' also matches 127.0.0.1 and [::1] on any port
 * @param {string} [config.logLevel]  c15t's logger level: 'error' | 'warn' | 'info' | 'debug'
 * @param {Record<string, unknown>} [config.advanced]  c15t's `advanced` option (customTranslations, ...)
 * @param {boolean} [config.trustForwardedFor]  behind a reverse proxy of your own: keep the caller's forwarding
 *   headers. Off by default: the demo server is the edge, so they come from the caller and are replaced by its address.
 */
export async function createBackend({
  database,
  trustedOrigins = ['localhost'],
  logLevel = 'warn',
  advanced,
  trustForwardedFor = false,
} = {}) {
  const options = {
    basePath: BASE_PATH,
    database,
    trustedOrigins,
    telemetry: { disabled: true },
    logger: { level: logLevel },
    ...(advanced ? { advanced } : {}),
  };
  // getMigrations() calls process.exit(1) when there is no Kysely database, so only with one.
  if (database) await (await getMigrations(options)).runMigrations();
  const instance = c15tInstance(options);
  const { adapter } = await instance.$context;
  const handler = deduplicateSubmissions((request) => instance.handler(request));

  /**
   * Answers one request under BASE_PATH; the caller routes.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function handle(req, res) {
    try {
      const body = await readBody(req);
      if (body === null) return sendJson(res, 413, { code: 'PAYLOAD_TOO_LARGE', message: 'Request body too large' });
      const response = await handler(toRequest(req, body, trustForwardedFor));
      await send(req, res, response);
    } catch (error) {
      console.error(`[demo] ${req.method} ${req.url}: ${error?.message ?? error}`);
      if (!res.headersSent) sendJson(res, 500, { code: 'INTERNAL_SERVER_ERROR', message: 'Internal error' });
      else res.destroy();
    }
  }

  // fetch: c15t's handler (deduplicated), without country forwarding or redaction, for in-process checks only.
  return { options, adapter, handle, fetch: handler };
}

/**
 * The demo's country choice: `?country=XX` on the request itself, else the COUNTRY_COOKIE cookie.
 * @param {import('node:http').IncomingMessage} req
 * @returns {string | null} an upper-case two-letter code
 */
export function countryFromRequest(req) {
  const query = requestUrl(req).searchParams.get('country');
  const cookie = COUNTRY_COOKIE_PATTERN.exec(req.headers.cookie ?? '')?.[1];
  const value = (query ?? cookie ?? '').trim();
  return /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : null;
}

/**
 * The demo's region choice (`?region=CA`, else the REGION_COOKIE cookie): an upper-case code of 1 to 3 characters.
 * @param {import('node:http').IncomingMessage} req
 * @returns {string | null}
 */
export function regionFromRequest(req) {
  const query = requestUrl(req).searchParams.get('region');
  const cookie = REGION_COOKIE_PATTERN.exec(req.headers.cookie ?? '')?.[1];
  const value = (query ?? cookie ?? '').trim();
  return /^[A-Za-z0-9]{1,3}$/.test(value) ? value.toUpperCase() : null;
}

/**
 * Set-Cookie value that remembers (or, for an empty/invalid code, forgets) the demo's region choice.
 * @param {string | null | undefined} region
 */
export function regionCookie(region) {
  const valid = typeof region === 'string' && /^[A-Za-z0-9]{1,3}$/.test(region);
  return valid
    ? `${REGION_COOKIE}=${region.toUpperCase()}; Path=/; SameSite=Lax`
    : `${REGION_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`;
}

/**
 * Set-Cookie value that remembers (or, for an empty/invalid code, forgets) the demo's country choice.
 * @param {string | null | undefined} country
 */
export function countryCookie(country) {
  const valid = typeof country === 'string' && /^[A-Za-z]{2}$/.test(country);
  return valid
    ? `${COUNTRY_COOKIE}=${country.toUpperCase()}; Path=/; SameSite=Lax`
    : `${COUNTRY_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`;
}

function toRequest(req, body, trustForwardedFor) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || name.startsWith(':')) continue;
    if (FORWARDING.has(name) && !trustForwardedFor) continue;
    for (const item of [value].flat()) headers.append(name, item);
  }
  if (!trustForwardedFor && req.socket?.remoteAddress) headers.set('x-forwarded-for', req.socket.remoteAddress);
  const country = countryFromRequest(req);
  if (country) headers.set('x-c15t-country', country);
  const region = country && regionFromRequest(req);
  if (region) headers.set('x-c15t-region', region);
  const url = requestUrl(req);
  return new Request(url, { method: req.method, headers, body });
}

/** @returns {Promise<Buffer | undefined | null>} undefined: no body; null: too large */
async function readBody(req) {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk);
  }
  return size ? Buffer.concat(chunks) : undefined;
}

async function send(req, res, response) {
  const headers = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  let payload = Buffer.from(await response.arrayBuffer());
  if (/json/.test(headers['content-type'] ?? '')) payload = redact(payload);
  if (response.status !== 204 && response.status !== 304) headers['content-length'] = String(payload.length);
  res.writeHead(response.status, headers);
  res.end(req.method === 'HEAD' ? undefined : payload);
}

/** Drops PRIVATE_FIELDS anywhere in a JSON answer. */
function redact(payload) {
  let data;
  try {
    data = JSON.parse(payload.toString('utf8'));
  } catch {
    return payload;
  }
  let changed = false;
  const walk = (node) => {
    if (!node || typeof node !== 'object') return;
    for (const key of Object.keys(node)) {
      if (PRIVATE_FIELDS.has(key)) {
        delete node[key];
        changed = true;
      } else walk(node[key]);
    }
  };
  walk(data);
  return changed ? Buffer.from(JSON.stringify(data)) : payload;
}

function sendJson(res, status, body) {
  const payload = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
  res.end(payload);
}
