import { cookieValue, decodeConsentCookie } from '../core/compliance/cookie-format';
import type { Revision } from '../core/compliance/options';
import type { ConsentInfo, Consents } from '../core/types';

/** A visitor's decision as the cookie mirror carries it. */
export interface ConsentCookie {
  /** What the visitor chose (before Global Privacy Control, which only the browser knows). */
  consents: Consents;
  consentInfo: ConsentInfo;
  /** The `revision` option when the decision was made; null without one. */
  revision: Revision | null;
  /** The id of the policy in force when the decision was made (the `policies` option); absent without policies. */
  policyId?: string;
  /**
   * The refused services of granted categories (`{ id: false }`; a service of a granted category not listed was
   * granted); null when they did not fit in the cookie.
   */
  services: Record<string, boolean> | null;
}

/**
 * Reads the decision from a Cookie request header (`a=1; consent-elements=ce1...`) or from the cookie's value
 * alone. Null for a missing, corrupt or foreign value; never throws. `name` is the `cookie.name` option.
 */
export function parseConsentCookie(cookieHeaderOrValue: unknown, name = 'consent-elements'): ConsentCookie | null {
  try {
    if (typeof cookieHeaderOrValue !== 'string' || cookieHeaderOrValue.length > 16_384) return null;
    const input = cookieHeaderOrValue.trim();
    const raw = input.startsWith('ce1.') ? input : cookieValue(input, name);
    if (raw === undefined) return null;
    const record = decodeConsentCookie(raw) ?? decodeConsentCookie(decodeURIComponent(raw));
    return (
      record && {
        consents: record.consents,
        consentInfo: record.consentInfo,
        revision: record.revision ?? null,
        ...(record.policyId && { policyId: record.policyId }),
        // Without the services' mark (a site without services): none refused.
        services: record.services ?? (/!\*$/.test(raw) ? null : {}),
      }
    );
  } catch {
    return null;
  }
}
