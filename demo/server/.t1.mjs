import { c15tInstance } from '@c15t/backend';
import { getMigrations } from '@c15t/backend/pkgs/migrations';
import { Kysely } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely-pglite-dialect';
const t0 = Date.now();
const pg = new PGlite();
const db = new Kysely({ dialect: new PGliteDialect(pg), log: process.env.LOG ? (e) => console.log(e.level, e.query.sql, JSON.stringify(e.query.parameters), e.error?.message ?? '') : undefined });
const options = { basePath: '/api/c15t', database: { db, type: 'postgres' }, telemetry: { disabled: true }, trustedOrigins: ['http://127.0.0.1'] };
const m = await getMigrations(options);
console.log('toBeCreated', m.toBeCreated.map((t) => t.table));
await m.runMigrations();
const m2 = await getMigrations(options);
console.log('again', m2.toBeCreated.length, m2.toBeAdded.length);
const c = c15tInstance(options);
console.log('ready ms', Date.now() - t0);
const call = async (method, path, body, headers = {}) => {
  const r = await c.handler(new Request('http://127.0.0.1/api/c15t' + path, { method, headers: { 'content-type': 'application/json', ...headers }, body: body && JSON.stringify(body) }));
  return [r.status, await r.text()];
};
for (const h of [{ 'x-c15t-country': 'DE' }, { 'x-c15t-country': 'US' }, {}]) {
  const [s, t] = await call('GET', '/show-consent-banner', undefined, h);
  const j = JSON.parse(t); console.log(s, JSON.stringify({ ...j, translations: { language: j.translations?.language, keys: Object.keys(j.translations?.translations ?? {}) } }));
}
const [s, t] = await call('POST', '/consent/set', { type: 'cookie_banner', domain: 'localhost', preferences: { necessary: true, marketing: true, measurement: false }, metadata: { source: 'consent_widget', acceptanceMethod: 'custom' } }, { 'user-agent': 'UA-test', 'x-forwarded-for': '10.1.2.3' });
console.log('set', s, t);
if (s === 200) {
  const j = JSON.parse(t);
  console.log('verify', ...(await call('POST', '/consent/verify', { subjectId: j.subjectId, domain: 'localhost', type: 'cookie_banner', preferences: ['necessary', 'marketing'] })));
  console.log((await pg.query('select * from consent')).rows);
  console.log((await pg.query('select * from "consentRecord"')).rows);
  console.log((await pg.query('select * from domain')).rows);
}
console.log((await pg.query(`select table_name, column_name, data_type from information_schema.columns where table_schema='public' order by 1`)).rows.map(r=>`${r.table_name}.${r.column_name}:${r.data_type}`).join(' '));
