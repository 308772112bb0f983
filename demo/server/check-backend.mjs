// Checks the real c15t backend as our demo server mounts it, without a browser.
//   node demo/server/check-backend.mjs [memory] [pglite] [postgres]
// Default: memory (c15t's own adapter) and pglite (in memory), plus postgres when DATABASE_URL is set.
// Exits 1 when a check fails, 2 when the run exceeds its time limit.
import http from 'node:http';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { BASE_PATH, createBackend } from './backend.mjs';
import { openDatabase } from './database.mjs';
import { pgJsonArrayPlugin } from './kysely-fixes.mjs';
import { RECEIPTS_PATH, createReceiptsHandler } from './receipts.mjs';
import { requestUrl } from './request-url.mjs';

const RUN_LIMIT_MS = 180_000;
const REQUEST_LIMIT_MS = 15_000;
const CATEGORIES = ['necessary', 'functionality', 'experience', 'measurement', 'marketing'];
const DECISIONS = {
  all: CATEGORIES,
  necessary: ['necessary'],
  custom: ['necessary', 'measurement'],
};
const SECRET_IP = '203.0.113.77';
const SECRET_UA = 'check-backend-agent/1.0';

const targets = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['memory', 'pglite', ...(process.env.DATABASE_URL ? ['postgres'] : [])];
setTimeout(() => {
  console.error(`check-backend: gave up after ${RUN_LIMIT_MS / 1000} s`);
  process.exit(2);
}, RUN_LIMIT_MS).unref();

const results = [];
checkPlugin();
for (const target of targets) {
  const started = performance.now();
  let server;
  try {
    server = await startServer(target);
    console.log(
      `${target}: ready in ${Math.round(performance.now() - started)} ms (${server.db?.location ?? 'c15t memory adapter'})`,
    );
    await runChecks(target, server);
  } catch (error) {
    record(target, 'start and run', false, error?.stack ?? String(error));
  } finally {
    await server?.close();
  }
}

const failed = results.filter((r) => !r.ok);
for (const r of results)
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.target.padEnd(8)} ${r.name}${r.ok ? '' : `: ${r.detail}`}`);
console.log(`check-backend: ${results.length - failed.length} passed, ${failed.length} failed (${targets.join(', ')})`);
process.exit(failed.length ? 1 : 0);

function record(target, name, ok, detail = '') {
  results.push({ target, name, ok: Boolean(ok), detail });
}

/** The PostgreSQL JSON fix at the query level: arrays leave as JSON text, `in` lists stay lists. */
function checkPlugin() {
  const dialect = {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
  const k = new Kysely({ dialect, plugins: [pgJsonArrayPlugin()] });
  const insert = k
    .insertInto('t')
    .values({ a: ['x', 'y'], b: [], c: 'z', d: true })
    .compile().parameters;
  const update = k
    .updateTable('t')
    .set({ a: ['x'] })
    .where('id', 'in', ['p', 'q'])
    .compile().parameters;
  const got = JSON.stringify([insert, update]);
  const want = JSON.stringify([
    ['["x","y"]', '[]', 'z', true],
    ['["x"]', 'p', 'q'],
  ]);
  record('plugin', 'pgJsonArrayPlugin sends arrays as JSON text', got === want, got);
}

async function startServer(target) {
  if (!['memory', 'pglite', 'postgres'].includes(target)) throw new Error(`unknown target ${target}`);
  if (target === 'postgres' && !process.env.DATABASE_URL) throw new Error('postgres needs DATABASE_URL');
  const db =
    target === 'memory'
      ? null
      : await openDatabase(target === 'pglite' ? { dir: ':memory:' } : { url: process.env.DATABASE_URL });
  const backend = await createBackend({ database: db?.database, logLevel: 'error', trustForwardedFor: true });
  const receipts = createReceiptsHandler(backend);
  const server = http.createServer((req, res) => {
    const path = requestUrl(req).pathname;
    if (path.startsWith(`${BASE_PATH}/`)) return backend.handle(req, res);
    if (path === RECEIPTS_PATH) return receipts(req, res);
    res.writeHead(404).end();
  });
  await new Promise((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', () => resolve(undefined)));
  const close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await db?.close();
  };
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { base: `http://127.0.0.1:${port}`, db, backend, close };
}

async function runChecks(target, { base, db, backend }) {
  const check = async (name, fn) => {
    try {
      const problem = await fn();
      record(target, name, !problem, problem);
    } catch (error) {
      record(target, name, false, error?.message ?? String(error));
    }
  };
  const call = async (method, path, body, headers = {}) => {
    const response = await fetch(base + path, {
      method,
      headers: {
        'content-type': 'application/json',
        'user-agent': SECRET_UA,
        'x-forwarded-for': SECRET_IP,
        ...headers,
      },
      body: body && JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_LIMIT_MS),
    });
    const text = await response.text();
    return { status: response.status, text, json: text ? JSON.parse(text) : null };
  };
  const leaks = (text) => [SECRET_IP, SECRET_UA, 'ipAddress', 'userAgent'].filter((s) => text.includes(s)).join(', ');

  const banners = [
    ['DE header', { 'x-c15t-country': 'DE' }, '', 'GDPR', true],
    ['US header', { 'x-c15t-country': 'US' }, '', 'NONE', false],
    ['no header', {}, '', 'NONE', true],
    ['?country=DE forwarded', {}, '?country=de', 'GDPR', true],
    ['country cookie US forwarded', { cookie: 'demo_country=US' }, '', 'NONE', false],
  ];
  for (const [label, headers, query, code, show] of banners) {
    await check(`show-consent-banner ${label} → ${code}, banner ${show}`, async () => {
      const { status, json } = await call('GET', `${BASE_PATH}/show-consent-banner${query}`, undefined, headers);
      if (status !== 200) return `status ${status}`;
      if (json.jurisdiction?.code !== code || json.showConsentBanner !== show)
        return JSON.stringify({ ...json, translations: '…' });
      if (!json.translations?.translations?.common?.acceptAll) return 'no translations';
    });
  }

  const domain = `check-${Date.now().toString(36)}.example`;
  let subjectId;
  const given = {};
  for (const [method, granted] of Object.entries(DECISIONS)) {
    await check(`set + verify + database: ${method}`, async () => {
      const preferences = Object.fromEntries(CATEGORIES.map((c) => [c, granted.includes(c)]));
      const body = {
        type: 'cookie_banner',
        domain,
        preferences,
        metadata: { source: 'check-backend', acceptanceMethod: method },
        ...(subjectId ? { subjectId } : {}),
      };
      const set = await call('POST', `${BASE_PATH}/consent/set`, body);
      if (set.status !== 200) return `set: ${set.status} ${set.text.slice(0, 300)}`;
      const { id, recordId } = set.json;
      if (!/^cns_/.test(id) || !/^sub_/.test(set.json.subjectId) || !/^rec_/.test(recordId))
        return `set answer: ${set.text}`;
      if (subjectId && set.json.subjectId !== subjectId) return 'a second decision got a new subject';
      subjectId = set.json.subjectId;
      given[method] = id;
      const verify = await call('POST', `${BASE_PATH}/consent/verify`, {
        type: 'cookie_banner',
        domain,
        subjectId,
        preferences: granted,
      });
      if (verify.status !== 200 || verify.json.isValid !== true || verify.json.consent?.id !== id)
        return `verify: ${verify.status} ${verify.text.slice(0, 300)}`;
      if (leaks(verify.text)) return `verify answer leaks ${leaks(verify.text)}`;
      const row = await readConsent(db, backend, id);
      if (row.purposes.join() !== [...granted].sort().join()) return `stored purposes ${row.purposes} ≠ ${granted}`;
      if (row.method !== method || row.recordId !== recordId) return `stored record ${JSON.stringify(row)}`;
      if (row.ipAddress !== SECRET_IP || row.userAgent !== SECRET_UA)
        return 'IP/user agent not stored: the leak checks would prove nothing';
      if (row.jsonTypes && row.jsonTypes.join() !== 'array,array')
        return `JSON columns stored as ${row.jsonTypes} (purposeIds, domain.allowedOrigins)`;
    });
  }
  await check('verify answers the newest matching record, not the current state', async () => {
    const verify = await call('POST', `${BASE_PATH}/consent/verify`, {
      type: 'cookie_banner',
      domain,
      subjectId,
      preferences: ['marketing'],
    });
    if (verify.json?.consent?.id !== given.all) return `${verify.status} ${verify.text.slice(0, 200)}`;
  });

  await check('receipts: a subject sees only its own records, without IP or user agent', async () => {
    const other = await call('POST', `${BASE_PATH}/consent/set`, {
      type: 'cookie_banner',
      domain,
      preferences: { necessary: true },
      metadata: { source: 'check-backend', acceptanceMethod: 'necessary' },
    });
    if (other.status !== 200 || other.json.subjectId === subjectId)
      return `second subject: ${other.text.slice(0, 200)}`;
    const mine = await call('GET', `${RECEIPTS_PATH}?subjectId=${subjectId}`);
    const ids = mine.json?.receipts?.map((r) => r.consentId) ?? [];
    if (mine.status !== 200 || ids.join() !== [given.custom, given.necessary, given.all].join())
      return `own receipts: ${mine.text.slice(0, 300)}`;
    const first = mine.json.receipts.at(-1);
    if (
      first.method !== 'all' ||
      first.purposes.join() !== [...CATEGORIES].sort().join() ||
      Number.isNaN(Date.parse(first.time))
    )
      return `receipt ${JSON.stringify(first)}`;
    if (leaks(mine.text)) return `receipts leak ${leaks(mine.text)}`;
    const theirs = await call('POST', RECEIPTS_PATH, { consentIds: [other.json.id] });
    if (theirs.json?.receipts?.map((r) => r.consentId).join() !== other.json.id)
      return `by consent id: ${theirs.text.slice(0, 200)}`;
    const crossed = await call('POST', RECEIPTS_PATH, { subjectId, consentIds: [other.json.id] });
    if (crossed.json?.receipts?.length !== 0)
      return `another subject's consent id was answered: ${crossed.text.slice(0, 200)}`;
    const bad = await call('GET', RECEIPTS_PATH);
    if (bad.status !== 400) return `no ids gave ${bad.status}`;
  });
}

/** The stored consent as the database holds it (raw SQL for real databases, c15t's adapter otherwise). */
async function readConsent(db, backend, id) {
  if (!db) {
    const consent = await backend.adapter.findOne({ model: 'consent', where: [{ field: 'id', value: id }] });
    const rec = await backend.adapter.findOne({ model: 'consentRecord', where: [{ field: 'consentId', value: id }] });
    const purposes = await Promise.all(
      consent.purposeIds.map((pid) =>
        backend.adapter.findOne({ model: 'consentPurpose', where: [{ field: 'id', value: pid }] }),
      ),
    );
    return {
      ...consent,
      purposes: purposes.map((p) => p.code).sort(),
      method: rec?.details?.acceptanceMethod,
      recordId: rec?.id,
    };
  }
  const k = db.kysely;
  const consent = await k
    .selectFrom('consent')
    .selectAll()
    .select(sql`jsonb_typeof("purposeIds")`.as('purposeIdsType'))
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const domain = await k
    .selectFrom('domain')
    .select(sql`jsonb_typeof("allowedOrigins")`.as('t'))
    .where('id', '=', consent.domainId)
    .executeTakeFirstOrThrow();
  const rec = await k.selectFrom('consentRecord').selectAll().where('consentId', '=', id).executeTakeFirstOrThrow();
  const purposes = await k.selectFrom('consentPurpose').select('code').where('id', 'in', consent.purposeIds).execute();
  return {
    ...consent,
    purposes: purposes.map((p) => p.code).sort(),
    method: rec.details?.acceptanceMethod,
    recordId: rec.id,
    jsonTypes: [consent.purposeIdsType, domain.t],
  };
}
