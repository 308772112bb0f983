// A test-server endpoint whose answers a test can script: /<prefix>/<namespace>/<endpoint>.
// Each test uses its own namespace, so test files never share state.
//   POST /<prefix>/<ns>/__script    { "<endpoint>": [ {status, body, raw, delayMs, drop, lose}, ... ], "default:<endpoint>": {...} }
//                                   lose: the request reaches the backend, then its answer is lost (a 502 instead)
//   GET  /<prefix>/<ns>/__requests  every request received so far (method, path, headers, body, time)
//   any other path                  the endpoint's next scripted answer, else its default, else `fallback(...)`
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

const parse = (text) => {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** @param {{ prefix: string, fallback: (ctx: any, request: { ns: string, endpoint: string, text: string }) => Promise<void> }} options */
export function scriptedEndpoint({ prefix, fallback }) {
  const namespaces = new Map();
  const pattern = new RegExp(`^/${prefix}/([\\w-]+)/(.*)$`);
  const state = (ns) => {
    if (!namespaces.has(ns)) namespaces.set(ns, { queues: {}, defaults: {}, requests: [] });
    return namespaces.get(ns);
  };

  return async function middleware(ctx, next) {
    const match = pattern.exec(ctx.path);
    if (!match) return next();
    const [, ns, endpoint] = match;
    const s = state(ns);
    ctx.set('cache-control', 'no-store');
    if (endpoint === '__script' && ctx.method === 'POST') {
      for (const [key, value] of Object.entries(parse(await readBody(ctx.req)) ?? {})) {
        if (key.startsWith('default:')) s.defaults[key.slice(8)] = value;
        else s.queues[key] = [...(s.queues[key] ?? []), ...value];
      }
      ctx.body = { ok: true };
      return;
    }
    if (endpoint === '__requests') {
      ctx.body = s.requests;
      return;
    }
    const text = await readBody(ctx.req);
    s.requests.push({ method: ctx.method, path: endpoint, headers: ctx.headers, body: parse(text), time: Date.now() });
    const planned = s.queues[endpoint]?.shift() ?? s.defaults[endpoint];
    if (planned?.delayMs) await sleep(planned.delayMs);
    if (planned?.drop) {
      ctx.req.socket.destroy();
      ctx.respond = false;
      return;
    }
    if (planned?.lose) {
      await fallback(ctx, { ns, endpoint, text });
      ctx.status = 502;
      ctx.body = 'Bad gateway';
      return;
    }
    if (!planned?.status) return fallback(ctx, { ns, endpoint, text });
    ctx.status = planned.status;
    if (planned.raw !== undefined) {
      ctx.type = 'application/json';
      ctx.body = planned.raw;
    } else ctx.body = planned.body ?? '';
  };
}
