// "Your consent receipts": one browser's own recorded decisions, looked up by the ids the backend
// returned to it (subjectId and/or consent ids from /consent/set). Reads through c15t's own adapter,
// so it works with its in-memory adapter, PGlite and PostgreSQL alike. Tables read: consent,
// consentRecord, consentPurpose. Only time, purposes, method and status leave the server: never the
// IP address, user agent or free-form metadata c15t stores next to them.

import { requestUrl } from './request-url.mjs';

export const RECEIPTS_PATH = '/api/receipts';
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_IDS = 100;
const MAX_BODY_BYTES = 16 * 1024;

/** @typedef {{ findMany(query: object): Promise<any[]> }} Adapter  c15t's database adapter (its `$context.adapter`) */

/**
 * @typedef {object} Receipt
 * @property {string} consentId
 * @property {string | null} recordId
 * @property {string} time  ISO 8601, when the decision was given
 * @property {string[]} purposes  granted category names, sorted
 * @property {string | null} method  'all' | 'necessary' | 'custom' as the client reported it
 * @property {string} status  'active' unless withdrawn
 */

/**
 * GET  /api/receipts?subjectId=sub_…[&consentId=cns_…]…
 * POST /api/receipts  {"subjectId"?: "sub_…", "consentIds"?: ["cns_…"]}
 * With both, only the listed consents of that subject. Answers {"receipts": Receipt[]}, newest first.
 * @param {{ adapter: Adapter }} backend  the object createBackend() returned
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>}
 */
export function createReceiptsHandler({ adapter }) {
  return async function handleReceipts(req, res) {
    try {
      const query = await readQuery(req);
      if (typeof query === 'string') return sendJson(res, 400, { code: 'BAD_REQUEST', message: query });
      sendJson(res, 200, { receipts: await listReceipts(adapter, query) });
    } catch (error) {
      console.error(`[demo] receipts: ${error?.message ?? error}`);
      sendJson(res, 500, { code: 'INTERNAL_SERVER_ERROR', message: 'Internal error' });
    }
  };
}

/**
 * @param {Adapter} adapter
 * @param {{ subjectId?: string, consentIds?: string[] }} query
 * @returns {Promise<Receipt[]>}
 */
export async function listReceipts(adapter, { subjectId, consentIds }) {
  const where = [];
  if (subjectId) where.push({ field: 'subjectId', value: subjectId });
  if (consentIds?.length) where.push({ field: 'id', operator: 'in', value: consentIds });
  if (!where.length) return [];
  const consents = await adapter.findMany({
    model: 'consent',
    where,
    sortBy: { field: 'givenAt', direction: 'desc' },
    limit: MAX_IDS,
  });
  if (!consents.length) return [];
  const ids = consents.map((consent) => consent.id);
  const purposeIds = [...new Set(consents.flatMap((consent) => asArray(consent.purposeIds)))];
  const [records, purposes] = await Promise.all([
    adapter.findMany({
      model: 'consentRecord',
      where: [{ field: 'consentId', operator: 'in', value: ids }],
      limit: MAX_IDS * 4,
    }),
    purposeIds.length
      ? adapter.findMany({
          model: 'consentPurpose',
          where: [{ field: 'id', operator: 'in', value: purposeIds }],
          limit: purposeIds.length,
        })
      : [],
  ]);
  const codeOf = new Map(purposes.map((purpose) => [purpose.id, purpose.code]));
  return consents.map((consent) => {
    const record = records.find((r) => r.consentId === consent.id && r.actionType === 'consent_given') ?? null;
    const method = record?.details?.acceptanceMethod;
    return {
      consentId: consent.id,
      recordId: record?.id ?? null,
      time: new Date(consent.givenAt).toISOString(),
      purposes: asArray(consent.purposeIds)
        .map((id) => codeOf.get(id) ?? id)
        .sort(),
      method: typeof method === 'string' ? method : null,
      status: String(consent.status ?? 'active'),
    };
  });
}

/** @returns {Promise<{ subjectId?: string, consentIds?: string[] } | string>} the query, or why it is invalid */
async function readQuery(req) {
  let subjectId;
  let consentIds;
  if (req.method === 'GET') {
    const params = requestUrl(req).searchParams;
    subjectId = params.get('subjectId') ?? undefined;
    consentIds = params.getAll('consentId').flatMap((value) => value.split(','));
  } else if (req.method === 'POST') {
    let text = '';
    for await (const chunk of req) {
      text += chunk;
      if (text.length > MAX_BODY_BYTES) return 'Request body too large';
    }
    let body;
    try {
      body = JSON.parse(text || '{}');
    } catch {
      return 'Body is not JSON';
    }
    ({ subjectId, consentIds } = body ?? {});
  } else return 'Use GET or POST';
  if (subjectId !== undefined && (typeof subjectId !== 'string' || !ID.test(subjectId))) return 'Invalid subjectId';
  if (
    consentIds !== undefined &&
    (!Array.isArray(consentIds) ||
      consentIds.length > MAX_IDS ||
      !consentIds.every((id) => typeof id === 'string' && ID.test(id)))
  ) {
    return 'Invalid consentIds';
  }
  if (!subjectId && !consentIds?.length) return 'Give a subjectId or consentIds';
  return { subjectId, consentIds };
}

function asArray(value) {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') {
    try {
      const parsed = JSON.parse(value);
      return Array.isArray(parsed) ? parsed : [];
    } catch {
      return [];
    }
  }
  return [];
}

function sendJson(res, status, body) {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(payload),
  });
  res.end(payload);
}
