// The real c15t backend (in-memory adapter) behind a fault-injecting proxy, for the integration tests:
//   /c15t/<ns>/<endpoint>   scripted faults (see scripted-endpoint.mjs), otherwise forwarded to the backend.
//                           A namespace starting with a country code ("DE-…", "US-…") sends that country.
//   GET /c15t-db/receipts?subjectId=…   what the database holds for that subject (through c15t's adapter)
import { createBackend } from '../../demo/server/backend.mjs';
import { listReceipts } from '../../demo/server/receipts.mjs';
import { scriptedEndpoint } from './scripted-endpoint.mjs';

let backend;
const getBackend = () => (backend ??= createBackend({ logLevel: 'error' }));

const proxy = scriptedEndpoint({
  prefix: 'c15t',
  async fallback(ctx, { ns, endpoint, text }) {
    const headers = new Headers({
      'content-type': 'application/json',
      'accept-language': ctx.get('accept-language') || 'en',
    });
    const country = /^([A-Z]{2})-/.exec(ns)?.[1];
    if (country) headers.set('x-c15t-country', country);
    const origin = `http://${ctx.host}`;
    headers.set('origin', ctx.get('origin') || origin);
    const request = new Request(`${origin}/api/c15t/${endpoint}${ctx.querystring ? `?${ctx.querystring}` : ''}`, {
      method: ctx.method,
      headers,
      body: ctx.method === 'GET' || !text ? undefined : text,
    });
    const response = await (await getBackend()).fetch(request);
    ctx.status = response.status;
    ctx.type = response.headers.get('content-type') ?? 'application/json';
    ctx.body = Buffer.from(await response.arrayBuffer());
  },
});

export async function c15tBackend(ctx, next) {
  if (ctx.path === '/c15t-db/receipts') {
    const subjectId = ctx.query.subjectId;
    ctx.set('cache-control', 'no-store');
    ctx.body = { receipts: subjectId ? await listReceipts((await getBackend()).adapter, { subjectId }) : [] };
    return;
  }
  return proxy(ctx, next);
}
