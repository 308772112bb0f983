import type { ConsentRecord, Revision } from '../types';

const DAY = 86_400_000;

/**
 * Whether a stored decision still counts: made under the configured revision (2 and '2' are the same) and the policy
 * in force (`policyId`, when the `policies` option resolved one), and not older than `consentExpiryDays`. A decision
 * that no longer counts stays stored, as proof, until a new one replaces it.
 */
export function decisionCounts(
  record: ConsentRecord,
  config: { revision?: Revision; consentExpiryDays: number; policyId?: string },
  now: number,
): boolean {
  if (config.revision !== undefined && String(record.revision) !== String(config.revision)) return false;
  if (config.policyId !== undefined && record.policyId !== config.policyId) return false;
  return now - record.consentInfo.time <= config.consentExpiryDays * DAY;
}
