import { CATEGORY_NAMES, defaultConsents, isCategoryName } from '../core/categories';
import { CONSENT_TYPES } from '../core/decision';
import { toJson } from '../core/safe-json';
import type { ConsentRecord, ConsentType } from '../core/types';

/** Reads a stored record; anything malformed is "no consent" (null), never an error. */
export function parseConsentRecord(value: unknown): ConsentRecord | null {
  if (!value || typeof value !== 'object') return null;
  const { consents, consentInfo, revision, policyId, services } = value as Partial<
    Record<keyof ConsentRecord, unknown>
  >;
  if (!consents || typeof consents !== 'object' || !consentInfo || typeof consentInfo !== 'object') return null;
  const { time, type } = consentInfo as Record<string, unknown>;
  if (typeof time !== 'number' || !Number.isFinite(time) || !CONSENT_TYPES.includes(type as ConsentType)) return null;
  const parsed = defaultConsents();
  for (const [name, granted] of Object.entries(consents)) {
    if (!isCategoryName(name)) continue;
    if (typeof granted !== 'boolean') return null;
    parsed[name] = granted;
  }
  parsed.necessary = true;
  const record: ConsentRecord = {
    consents: parsed,
    consentInfo: { ...(consentInfo as object), time, type: type as ConsentType },
  };
  if (typeof revision === 'string' || typeof revision === 'number') record.revision = revision;
  if (typeof policyId === 'string') record.policyId = policyId;
  // A record of an earlier version (or of c15t) has no services: each declared one is then new to it.
  if (services && typeof services == 'object') {
    record.services = Object.fromEntries(Object.entries(services).filter(([, granted]) => granted === !!granted));
  }
  return record;
}

/** The record as it is stored: every category present, necessary always granted. */
export function serializeConsentRecord(record: ConsentRecord): string {
  const consents = Object.fromEntries(
    CATEGORY_NAMES.map((name) => [name, record.consents[name] === true || name === 'necessary']),
  );
  const { consentInfo, revision, policyId, services } = record;
  return toJson({ consents, consentInfo, revision, policyId, services });
}
