/**
 * consent-elements/server: DOM-free helpers for Node and edge servers. Nothing here touches a browser global.
 */
export { parseConsentCookie } from './parse-consent-cookie';
export type { ConsentCookie } from './parse-consent-cookie';
export { renderConsentBanner } from './render-consent-banner';
export type { RenderConsentBannerInput } from './render-consent-banner';
export type { VisitorLocation } from './banner-model';
export { ConsentConfigError } from '../core/errors';
export type { ConsentOptions } from '../core/options';
export type { CategoryName, ConsentInfo, ConsentType, Consents } from '../core/types';
export type { Revision } from '../core/compliance/options';
export { consentStats } from './stats/consent-stats';
export type {
  ConsentStats,
  ConsentStatsOptions,
  DecisionCounts,
  GrantedShare,
  KyselyInstance,
  StatsBucket,
  StatsInterval,
} from './stats/stats-types';
