import type { ResolvedConfig } from '../core/config';

/** Where the visitor is, as a server or CDN header tells it (CONTRACT.md "Consent models by region"). */
export interface VisitorLocation {
  countryCode: string;
  regionCode?: string;
}

/** What the painted banner is: the banner (`opt-in`), the opt-out notice, or nothing. */
export type BannerModel = 'opt-in' | 'opt-out' | 'none';

/**
 * The consent model for this visitor. Seam for the `policies` option (added in parallel with its pure resolver,
 * likely `resolvePolicy` in src/core/policy.ts): once it is there, this returns
 * `resolvePolicy(config.policies, location).model` when `config.policies` is set, and renderConsentBanner paints
 * nothing for `none` and the notice for `opt-out`. Until then every visitor gets c15t 1.7's banner (opt-in).
 */
export function bannerModel(config: ResolvedConfig, location: VisitorLocation | undefined): BannerModel {
  void config;
  void location;
  return 'opt-in';
}
