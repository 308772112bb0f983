// A scriptable stand-in for the c15t backend, mounted in the test server at /mock-api/<namespace>/.
// Each test uses its own namespace, so test files running side by side never share state.
//   POST /mock-api/<ns>/__script    { "<endpoint>": [ {status, body, delayMs, drop}, ... ], "default:<endpoint>": {...} }
//   GET  /mock-api/<ns>/__requests  every request received so far (method, path, headers, body, time)
//   any other path                  answered from the endpoint's queue, else its default, else a sensible 200
const namespaces = new Map();

const DEFAULTS = {
  'show-consent-banner': {
    status: 200,
    body: {
      showConsentBanner: true,
      jurisdiction: { code: 'GDPR', message: 'GDPR or equivalent regulations require a cookie banner.' },
      location: { countryCode: 'DE', regionCode: null },
      translations: null,
      branding: 'c15t',
    },
  },
  'consent/set': { status: 200, body: { success: true } },
  'consent/verify': { status: 200, body: { isValid: true } },
};

function state(ns) {
  if (!namespaces.has(ns)) namespaces.set(ns, { queues: {}, defaults: {}, requests: [], counter: 0 });
  return namespaces.get(ns);
}

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try { return JSON.parse(text); } catch { return text; }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function mockBackend(ctx, next) {
  const match = /^\/mock-api\/([\w-]+)\/(.*)$/.exec(ctx.path);
  if (!match) return next();
  const [, ns, endpoint] = match;
  const s = state(ns);
  if (endpoint === '__script' && ctx.method === 'POST') {
    for (const [key, value] of Object.entries(await readBody(ctx.req) ?? {})) {
      if (key.startsWith('default:')) s.defaults[key.slice(8)] = value;
      else s.queues[key] = [...(s.queues[key] ?? []), ...value];
    }
    ctx.body = { ok: true };
    return;
  }
  if (endpoint === '__requests') {
    ctx.set('cache-control', 'no-store');
    ctx.body = s.requests;
    return;
  }
  const body = await readBody(ctx.req);
  s.requests.push({ method: ctx.method, path: endpoint, headers: ctx.headers, body, time: Date.now(), index: s.counter++ });
  const planned = s.queues[endpoint]?.shift() ?? s.defaults[endpoint] ?? DEFAULTS[endpoint] ?? { status: 404, body: { message: 'Not found' } };
  if (planned.delayMs) await sleep(planned.delayMs);
  if (planned.drop) {
    ctx.req.socket.destroy();
    ctx.respond = false;
    return;
  }
  ctx.status = planned.status ?? 200;
  ctx.set('cache-control', 'no-store');
  if (planned.raw !== undefined) {
    ctx.type = 'application/json';
    ctx.body = planned.raw;
  } else if (planned.body !== undefined) {
    ctx.body = planned.body;
  }
  else ctx.body = '';
}
