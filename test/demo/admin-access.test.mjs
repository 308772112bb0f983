// Who may read the consent statistics (/admin/consent-stats): 401 without a session or Bearer token, the session
// cookie's flags, the sign-in form's CSRF checks, wrong tokens slowed down; c15t's own routes stay open.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { sameSecret } from '../../demo/server/admin/admin-access.mjs';
import { startDemoServer } from '../../demo/server.mjs';

const TOKEN = 'test-admin-token-0123456789';
const THROTTLE_MS = 150;
let demo;
let base;
before(async () => {
  demo = await startDemoServer({
    port: 0,
    database: 'pglite-memory',
    quiet: true,
    adminToken: TOKEN,
    adminThrottleMs: THROTTLE_MS,
  });
  base = demo.url.replace(/\/$/, '');
});
after(() => demo?.close());

const cookiesOf = (response) => response.headers.getSetCookie();
const pair = (setCookie) => setCookie.split(';')[0];

/** The sign-in page's CSRF cookie and hidden field. */
async function signInForm() {
  const page = await fetch(`${base}/admin/consent-stats`);
  assert.equal(page.status, 200);
  const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())[1];
  return { csrf, cookie: pair(cookiesOf(page)[0]), setCookie: cookiesOf(page)[0] };
}

function signIn({ token, csrf, cookie, headers = {} }) {
  return fetch(`${base}/admin/consent-stats/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, origin: base, ...headers },
    body: new URLSearchParams({ token, csrf }),
  });
}

const stats = (headers = {}) => fetch(`${base}/admin/consent-stats.json`, { headers });

describe('admin access', () => {
  it('answers 401 without a session cookie or a Bearer token, and with a wrong one', async () => {
    const bare = await stats();
    assert.equal(bare.status, 401);
    assert.match(bare.headers.get('www-authenticate'), /^Bearer/);
    assert.equal((await stats({ cookie: 'ce_admin_session=forged' })).status, 401);
    assert.equal((await stats({ authorization: 'Basic abc' })).status, 401);
    assert.equal((await stats({ authorization: 'Bearer wrong-token-of-some-length' })).status, 401);
    await sleep(THROTTLE_MS * 4);
  });

  it('answers the figures to the Bearer token', async () => {
    const response = await stats({ authorization: `Bearer ${TOKEN}` });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    const body = await response.json();
    assert.deepEqual(Object.keys(body).sort(), [
      'byType',
      'categories',
      'from',
      'policies',
      'revisions',
      'series',
      'services',
      'to',
      'total',
    ]);
  });

  it('signs in with the token: an HttpOnly, SameSite=Strict session cookie that opens the figures', async () => {
    const form = await signInForm();
    assert.match(form.setCookie, /HttpOnly/);
    assert.match(form.setCookie, /SameSite=Strict/);
    const response = await signIn({ token: TOKEN, ...form });
    assert.equal(response.status, 303);
    assert.equal(response.headers.get('location'), '/admin/consent-stats');
    const [session] = cookiesOf(response);
    assert.match(session, /^ce_admin_session=[\w-]{40,};/);
    for (const flag of ['HttpOnly', 'SameSite=Strict', 'Path=/admin', 'Max-Age='])
      assert.ok(session.includes(flag), flag);
    assert.equal((await stats({ cookie: pair(session) })).status, 200);
    const dashboard = await fetch(`${base}/admin/consent-stats`, { headers: { cookie: pair(session) } });
    assert.match(await dashboard.text(), /Decisions over time by type/);

    // Signing out ends the session.
    const csrf = /name="csrf" value="([^"]+)"/.exec(
      await (
        await fetch(`${base}/admin/consent-stats`, {
          headers: { cookie: `${pair(session)}; ${form.cookie}` },
        })
      ).text(),
    )[1];
    const out = await fetch(`${base}/admin/consent-stats/sign-out`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `${pair(session)}; ${form.cookie}`,
        origin: base,
      },
      body: new URLSearchParams({ csrf }),
    });
    assert.equal(out.status, 303);
    assert.match(cookiesOf(out)[0], /^ce_admin_session=; Max-Age=0/);
    assert.equal((await stats({ cookie: pair(session) })).status, 401);
  });

  for (const [what, change] of [
    ['without the CSRF cookie', (form) => ({ ...form, cookie: '' })],
    ['with a CSRF field that does not match its cookie', (form) => ({ ...form, csrf: 'x'.repeat(32) })],
    ['from another origin', (form) => ({ ...form, headers: { origin: 'https://evil.example' } })],
    ['from another site (Sec-Fetch-Site)', (form) => ({ ...form, headers: { 'sec-fetch-site': 'cross-site' } })],
  ]) {
    it(`refuses a sign-in ${what} (CSRF), even with the right token`, async () => {
      const response = await signIn({ token: TOKEN, ...change(await signInForm()) });
      assert.equal(response.status, 403);
      assert.ok(!cookiesOf(response).some((cookie) => cookie.startsWith('ce_admin_session=')));
    });
  }

  it('refuses a wrong token and makes its sender wait, longer after each', async () => {
    await sleep(THROTTLE_MS * 4);
    const form = await signInForm();
    const wrong = await signIn({ token: 'wrong-token-wrong-token', ...form });
    assert.equal(wrong.status, 401);
    assert.match(await wrong.text(), /Wrong token/);
    // Right away, even the right token waits its turn.
    const early = await signIn({ token: TOKEN, ...form });
    assert.equal(early.status, 429);
    assert.ok(!cookiesOf(early).some((cookie) => cookie.startsWith('ce_admin_session=')));
    await sleep(THROTTLE_MS + 50);
    assert.equal((await signIn({ token: 'still-wrong-token-here', ...form })).status, 401);
    await sleep(THROTTLE_MS + 50);
    assert.equal((await signIn({ token: TOKEN, ...form })).status, 429, 'the second wait is twice the first');
    assert.equal((await stats({ authorization: `Bearer ${TOKEN}` })).status, 401, 'Bearer waits as well');
    await sleep(THROTTLE_MS * 2);
    assert.equal((await signIn({ token: TOKEN, ...form })).status, 303);
  });

  it('compares tokens in constant time, whatever their lengths', () => {
    assert.equal(sameSecret(TOKEN, TOKEN), true);
    assert.equal(sameSecret('short', TOKEN), false);
    assert.equal(sameSecret(`${TOKEN}-longer`, TOKEN), false);
    assert.equal(sameSecret(undefined, TOKEN), false);
  });

  it("leaves the consent backend's own routes open", async () => {
    const response = await fetch(`${base}/api/c15t/consent/set`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'cookie_banner',
        domain: '127.0.0.1',
        preferences: { necessary: true },
        metadata: { source: 'consent_widget', acceptanceMethod: 'necessary', submissionId: crypto.randomUUID() },
      }),
    });
    assert.equal(response.status, 200);
  });
});

describe('admin access without a database', () => {
  it("answers 503 on c15t's memory adapter, after the token check", async () => {
    const memory = await startDemoServer({ port: 0, database: 'memory', quiet: true, adminToken: TOKEN });
    try {
      const url = `${memory.url}admin/consent-stats.json`;
      assert.equal((await fetch(url)).status, 401);
      assert.equal((await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } })).status, 503);
    } finally {
      await memory.close();
    }
  });
});
