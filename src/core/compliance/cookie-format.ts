import { CATEGORY_NAMES } from '../categories';
import { CONSENT_TYPES, type CategoryName, type ConsentRecord, type Consents } from '../types';

// ce1.<granted categories as one base-36 bit set>.<time, base 36>.<a|n|c>[.<n|s><revision>][~<policy id>], at most
// ~155 bytes with the longest name, revision and policy id, so that servers and subdomains can read it within the 200
// bytes promised. `~` is in neither a revision's nor a policy id's characters.
// Then `!<refused services of granted categories, comma-separated>`, or `!*` when they would not fit in 400 bytes.
export const COOKIE_FORMAT = new RegExp(
  '^ce1\\.([0-9a-v])\\.([0-9a-z]{1,11})\\.([anc])(?:\\.([ns])([\\w.:+-]{1,32}))?(?:~([\\w.:+-]{1,32}))?' +
    '(?:!(\\*|[a-z0-9-,]*))?$',
);
const MAX_COOKIE = 400;

/** The cookie mirror's value of a decision. */
export function encodeConsentCookie(
  { consents, consentInfo, revision, policyId, services }: ConsentRecord,
  categories: Record<string, CategoryName> = {},
): string {
  const bits = CATEGORY_NAMES.reduce((sum, name, index) => sum | (consents[name] || !index ? 1 << index : 0), 0);
  const rev = revision === undefined ? '' : `.${typeof revision === 'number' ? 'n' : 's'}${revision}`;
  const policy = policyId ? `~${policyId}` : '';
  const value = `ce1.${bits.toString(36)}.${consentInfo.time.toString(36)}.${consentInfo.type[0]}${rev}${policy}`;
  if (!services) return value;
  const refused = Object.keys(services).filter((id) => !services[id] && consents[categories[id]]);
  const listed = `${value}!${refused}`;
  return listed.length > MAX_COOKIE ? `${value}!*` : listed;
}

/** A decision from the cookie mirror's value; null for anything else. Never throws. */
export function decodeConsentCookie(value: string | undefined): ConsentRecord | null {
  const match = COOKIE_FORMAT.exec(value ?? '');
  if (!match) return null;
  const bits = parseInt(match[1], 36);
  const time = parseInt(match[2], 36);
  const granted = (index: number) => !index || (bits & (1 << index)) > 0;
  const consents = Object.fromEntries(CATEGORY_NAMES.map((name, index) => [name, granted(index)])) as Consents;
  const type = CONSENT_TYPES.find((name) => name[0] === match[3])!; // the format keeps the first letter
  const record: ConsentRecord = { consents, consentInfo: { time, type } };
  if (match[4] === 'n' && Number.isFinite(Number(match[5]))) record.revision = Number(match[5]);
  else if (match[4] === 's') record.revision = match[5];
  else if (match[4]) return null;
  if (match[6]) record.policyId = match[6];
  // The refused services (the others of a granted category were granted); `*`: not known.
  if (match[7] != null && match[7] != '*') {
    record.services = Object.fromEntries(match[7].split(',').flatMap((id) => (id ? [[id, false]] : [])));
  }
  return record;
}

/** The value of the cookie `name` in a Cookie header or `document.cookie` (the first one, as servers read it). */
export function cookieValue(header: string, name: string): string | undefined {
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}
