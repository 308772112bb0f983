import type { PartialTranslations } from '../i18n/translation-types';
import type { ConsentErrorDetail } from './errors';
import type { ConsentModel } from './policy-types';
import type { ConsentType, JurisdictionInfo, LocationInfo } from './types';

// What the core asks of a backend, whatever the mode: the client port and its messages. `src/client` implements it.

/** The fields of the `/show-consent-banner` answer that we read. */
export interface BannerInfo {
  showConsentBanner: boolean;
  jurisdiction: JurisdictionInfo;
  location: LocationInfo;
  translations?: { language: string; translations: PartialTranslations } | null;
  branding?: string | null;
}

/** The `/consent/set` payload of spec section 3. */
export interface ConsentSubmission {
  type: 'cookie_banner';
  domain: string;
  preferences: Record<string, boolean>;
  metadata: {
    source: string;
    acceptanceMethod: ConsentType;
    /** One per decision, the same across retries and replays, so a backend can deduplicate. */
    submissionId: string;
    /** When the visitor decided (ISO 8601). */
    clientTime: string;
    /** Whether Global Privacy Control applied, and the policy revision decided on (compliance options). */
    gpc?: boolean;
    revision?: string | number;
    /** The policy in force when the visitor decided (the `policies` option), and its model. */
    policyId?: string;
    model?: ConsentModel;
    /** IAB's GPP string of the consent in force (the `gpp` option, once `__gpp` has loaded). */
    gpp?: string;
  };
  /** The backend's subject id from an earlier answer, so one browser's decisions stay together. */
  subjectId?: string;
}

/** The `/consent/set` answer: the backend's ids for the stored receipt (fields vary by backend). */
export interface SetConsentResult {
  subjectId?: string;
  consentId?: string;
  [field: string]: unknown;
}

interface VerifyConsentRequest {
  type: 'cookie_banner';
  domain: string;
  preferences: string[];
  subjectId?: string;
  externalSubjectId?: string;
}

export type ClientResult<T> = { ok: true; data: T } | { ok: false; error: ConsentErrorDetail };

/** The three backend calls, whatever the mode. */
export interface ConsentClient {
  showConsentBanner(): Promise<ClientResult<BannerInfo>>;
  setConsent(submission: ConsentSubmission): Promise<ClientResult<SetConsentResult | null>>;
  verifyConsent(request: VerifyConsentRequest): Promise<ClientResult<unknown>>;
}

/**
 * The handlers a site supplies for `mode: 'custom'`, called as c15t 1.x calls them (`setConsent({ body })`,
 * `verifyConsent({ body })`); each resolves to the endpoint's answer (or c15t's response context) or throws.
 */
export interface EndpointHandlers {
  showConsentBanner(): Promise<BannerInfo> | BannerInfo;
  setConsent(options: {
    body: ConsentSubmission;
  }): Promise<SetConsentResult | null | void> | SetConsentResult | null | void;
  verifyConsent(options: { body: VerifyConsentRequest }): Promise<unknown> | unknown;
}
