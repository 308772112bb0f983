// Who may see the consent statistics: the holder of the admin token. A sign-in with the token sets a session cookie
// (HttpOnly, SameSite=Strict, Path=/admin); a script may send `Authorization: Bearer <token>` instead. Tokens are
// compared in constant time (SHA-256 digests of equal length); every wrong token makes its sender wait before the
// next try, longer each time (429 with Retry-After until then). Sessions live in this process only.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const SESSION_COOKIE = 'ce_admin_session';
export const CSRF_COOKIE = 'ce_admin_csrf';
const SESSION_MS = 8 * 60 * 60 * 1000;
const MAX_SESSIONS = 1000;

const digest = (value) => createHash('sha256').update(String(value), 'utf8').digest();
/** Constant-time equality of two strings of any length. */
export const sameSecret = (given, expected) =>
  typeof given === 'string' && timingSafeEqual(digest(given), digest(expected));

/** A fresh admin token, for `npm start` when ADMIN_TOKEN is not set. */
export const generateAdminToken = () => randomBytes(24).toString('base64url');

/** The value of the cookie `name` in a Cookie header. */
export function cookieValue(header, name) {
  for (const part of String(header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * @param {{ token: string, throttleMs?: number, maxThrottleMs?: number, secure?: boolean }} options
 *   throttleMs: the wait after the first wrong token, doubled after each further one up to maxThrottleMs
 */
export function createAdminAccess({ token, throttleMs = 1000, maxThrottleMs = 60_000, secure = false }) {
  if (typeof token !== 'string' || token.length < 16) throw new Error('the admin token needs 16 characters or more');
  /** @type {Map<string, number>} session id -> expiry */
  const sessions = new Map();
  /** @type {Map<string, { failures: number, until: number }>} client address -> its wait */
  const waits = new Map();
  const flags = `HttpOnly; SameSite=Strict; Path=/admin${secure ? '; Secure' : ''}`;

  const clientOf = (req) => req.socket?.remoteAddress ?? 'unknown';

  /** Milliseconds this client must still wait before its next try (0: none). */
  function waitFor(req) {
    const wait = waits.get(clientOf(req));
    return wait ? Math.max(0, wait.until - Date.now()) : 0;
  }

  /** Checks a token the client gave: true, or false after making it wait longer. */
  function checkToken(req, given) {
    const client = clientOf(req);
    if (sameSecret(given, token)) {
      waits.delete(client);
      return true;
    }
    const failures = (waits.get(client)?.failures ?? 0) + 1;
    waits.set(client, { failures, until: Date.now() + Math.min(maxThrottleMs, throttleMs * 2 ** (failures - 1)) });
    return false;
  }

  /** Whether the request is signed in (session cookie) or carries the token (Bearer). */
  function isAuthorized(req) {
    const session = cookieValue(req.headers.cookie, SESSION_COOKIE);
    if (session && (sessions.get(session) ?? 0) > Date.now()) return true;
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
    return bearer !== undefined && waitFor(req) === 0 && checkToken(req, bearer);
  }

  /** A new session: its Set-Cookie value. */
  function startSession() {
    const now = Date.now();
    for (const [id, expiry] of sessions) if (expiry <= now || sessions.size >= MAX_SESSIONS) sessions.delete(id);
    const id = randomBytes(32).toString('base64url');
    sessions.set(id, now + SESSION_MS);
    return `${SESSION_COOKIE}=${id}; Max-Age=${SESSION_MS / 1000}; ${flags}`;
  }

  /** Ends the request's session: the Set-Cookie value that removes it. */
  function endSession(req) {
    sessions.delete(cookieValue(req.headers.cookie, SESSION_COOKIE) ?? '');
    return `${SESSION_COOKIE}=; Max-Age=0; ${flags}`;
  }

  /**
   * The sign-in form's anti-forgery pair: a random value in a SameSite=Strict cookie, which the form echoes in a
   * hidden field. A page of another site can neither read the cookie nor make the browser send it.
   * @returns {{ value: string, cookie: string }}
   */
  function csrfPair(req) {
    const existing = cookieValue(req.headers.cookie, CSRF_COOKIE);
    const value = existing && /^[\w-]{32,}$/.test(existing) ? existing : randomBytes(24).toString('base64url');
    return { value, cookie: `${CSRF_COOKIE}=${value}; ${flags}` };
  }

  /** Whether a form post comes from our own page: same origin, and the hidden field matches the cookie. */
  function isSameSiteForm(req, field) {
    const site = req.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin') return false;
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== `http${secure ? 's' : ''}://${req.headers.host}`) return false;
    const cookie = cookieValue(req.headers.cookie, CSRF_COOKIE);
    return Boolean(cookie) && typeof field === 'string' && sameSecret(field, cookie);
  }

  return { isAuthorized, checkToken, waitFor, startSession, endSession, csrfPair, isSameSiteForm };
}
