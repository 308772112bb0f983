// Decisions recorded through the real c15t backend (demo/server/backend.mjs) into a PGlite data directory, as the
// demo's banner records them, for the consentStats() tests. Test data only.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createBackend } from '../../../demo/server/backend.mjs';
import { openDatabase } from '../../../demo/server/database.mjs';

/** What a decision of each type grants (the demo's categories, one service of each). */
export const PREFERENCES = {
  all: { necessary: true, measurement: true, marketing: true, 'service:ga': true, 'service:ads': true },
  necessary: { necessary: true, measurement: false, marketing: false, 'service:ga': false, 'service:ads': false },
  custom: { necessary: true, measurement: true, marketing: false, 'service:ga': true, 'service:ads': false },
};
export const SECRET_IP = '203.0.113.9';
export const SECRET_AGENT = 'stats-test-agent/7.3';

/**
 * @typedef {{ type: 'all' | 'necessary' | 'custom', domain?: string, revision?: string | number, policyId?: string }}
 *   Decision
 */

/**
 * Records `decisions` through the backend into PostgreSQL at `url`, else into a PGlite database in a fresh temporary
 * folder (`dir`).
 * @param {Decision[]} decisions
 * @param {{ url?: string }} [where]
 * @returns {Promise<{ dir?: string, db: import('../../../demo/server/database.mjs').OpenDatabase, subjects: string[] }>}
 */
export async function seedDecisions(decisions, { url } = {}) {
  const dir = url ? undefined : path.join(await mkdtemp(path.join(tmpdir(), 'consent-stats-')), 'pglite');
  const db = await openDatabase(url ? { url } : { dir });
  const backend = await createBackend({ database: db.database, logLevel: 'error' });
  const subjects = [];
  for (const { type, domain = 'shop.example', revision, policyId } of decisions) {
    const metadata = {
      source: 'consent_widget',
      acceptanceMethod: type,
      submissionId: crypto.randomUUID(),
      clientTime: new Date().toISOString(),
      ...(revision === undefined ? {} : { revision }),
      ...(policyId === undefined ? {} : { policyId }),
    };
    const response = await backend.fetch(
      new Request('http://127.0.0.1/api/c15t/consent/set', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': SECRET_IP, 'user-agent': SECRET_AGENT },
        body: JSON.stringify({ type: 'cookie_banner', domain, preferences: PREFERENCES[type], metadata }),
      }),
    );
    if (response.status !== 200) throw new Error(`seed: ${response.status} ${await response.text()}`);
    subjects.push((await response.json()).subjectId);
  }
  return { dir, db, subjects };
}

/** `count` decisions of `type` with the same extra fields. */
export const many = (count, decision) => Array.from({ length: count }, () => ({ ...decision }));
