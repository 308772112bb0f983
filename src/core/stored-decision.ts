import { defaultConsents } from './categories';
import type { ResolvedConfig } from './config';
import type { ConsentState } from './consent-state';
import type { ManagerEnvironment } from './environment';
import type { ConsentStorage } from './manager-ports';
import type { ConsentRecord } from './types';
import { readConsentCookie, writeConsentCookie } from './compliance/cookie-mirror';
import { decisionCounts } from './compliance/revision';

type Env = Pick<ManagerEnvironment, 'cookies' | 'https' | 'now'>;
type Options = Pick<ResolvedConfig, 'cookie' | 'revision' | 'consentExpiryDays' | 'services'> & { policyId?: string };

/** Each declared service's category: the cookie mirror lists the refused services of granted categories. */
const categoriesOf = (config: Options) =>
  Object.fromEntries(config.services.map((service) => [service.id, service.category]));

/**
 * The stored decision: the newer of localStorage and the cookie mirror (a subdomain may have only the cookie), as
 * `[newest, counting]`. `newest` is the last decision whatever it is (the dialog starts from it); `counting` is the
 * same record if it was made under this revision and within the expiry, else null. `following`: another tab wrote
 * it, and writes the mirror itself; a write from here could land after that tab's next reset and bring it back.
 */
export function readDecision(
  storage: ConsentStorage,
  config: Options,
  env: Env,
  following?: boolean,
): [newest: ConsentRecord | null, counting: ConsentRecord | null] {
  const stored = storage.readRecord();
  const mirrored = config.cookie ? readConsentCookie(env.cookies, config.cookie) : null;
  // The mirror lists the refused services: the others of a granted category were granted.
  if (mirrored?.services) {
    const refused = mirrored.services;
    for (const { id, category } of config.services) refused[id] ??= mirrored.consents[category];
  }
  const newest = mirrored && (!stored || mirrored.consentInfo.time > stored.consentInfo.time) ? mirrored : stored;
  const counting = newest && decisionCounts(newest, config, env.now()) ? newest : null;
  // A decision stored before the mirror existed (or while it was off) reaches servers from the next request on.
  if (!following && counting === stored && stored && config.cookie && !mirrored) {
    writeConsentCookie(env.cookies, config.cookie, stored, env.https, categoriesOf(config));
  }
  return [newest, counting];
}

/**
 * Keeps a decision in localStorage and the cookie mirror, or with null forgets it in both. Returns false when
 * localStorage did not keep it (the decision then holds for this page only).
 */
export function writeDecision(
  storage: ConsentStorage,
  config: Options,
  env: Env,
  record: ConsentRecord | null,
): boolean {
  const kept = record ? storage.writeRecord(record) : (storage.clearRecord(), true);
  if (config.cookie) writeConsentCookie(env.cookies, config.cookie, record, env.https, categoriesOf(config));
  return kept;
}

/**
 * The state of a decision that counts: in force and preselected, its services (a service it does not know: refused);
 * or of none: the defaults in force, undecided.
 */
export function decisionState(record: ConsentRecord | null): Partial<ConsentState> {
  return record
    ? {
        consents: record.consents,
        selectedConsents: record.consents,
        serviceConsents: record.services ?? {},
        consentInfo: record.consentInfo,
      }
    : { consents: defaultConsents(), consentInfo: null };
}
