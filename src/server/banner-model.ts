import type { ResolvedConfig } from '../core/config';
import { resolvePolicy, type ConsentPolicy } from '../core/policy';

/** Where the visitor is, as a server or CDN header tells it (CONTRACT.md "Consent models by region"). */
export interface VisitorLocation {
  countryCode: string;
  regionCode?: string;
}

/**
 * The policy the painted banner is for (src/core/policy.ts, as the store resolves it): by the request's location,
 * else the `location` option, else the fallback policy; null without the `policies` option (c15t 1.7's banner).
 * Its model says what is painted: nothing (`none`), the opt-out notice, or the banner (`opt-in`).
 */
export function bannerPolicy(config: ResolvedConfig, location: VisitorLocation | undefined): ConsentPolicy | null {
  return config.policies ? resolvePolicy(config.policies, location ?? config.location) : null;
}
