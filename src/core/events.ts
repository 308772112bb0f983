import type { ConsentErrorDetail } from './errors';
import type { ConsentInfo, ConsentType, Consents, JurisdictionInfo, LocationInfo } from './types';

export interface ConsentReadyDetail {
  consents: Consents;
  consentInfo: ConsentInfo | null;
  showPopup: boolean;
}

/** `type` is the decision's type, 'reset', or 'implied' when the jurisdiction granted everything without a banner. */
export interface ConsentChangeDetail {
  consents: Consents;
  previous: Consents;
  changed: string[];
  type: ConsentType | 'reset' | 'implied';
  /** Each declared service: granted in the consent in force (the `services` option; `{}` without). */
  services: Record<string, boolean>;
  /** The services whose grant changed. */
  changedServices: string[];
}

export interface ConsentBannerFetchedDetail {
  showConsentBanner: boolean;
  jurisdiction: JurisdictionInfo;
  location: LocationInfo;
}

export interface ConsentBlockedRequestDetail {
  url: string;
}

/** `cause`: the cause's own message (a handler's error, the backend's answer), when there is one beyond `message`. */
export type ConsentErrorEventDetail = Pick<ConsentErrorDetail, 'code' | 'message'> & { cause?: string };

/** Document-level events, dispatched only by the event bridge. */
interface ConsentDocumentEvents {
  'consent-ready': CustomEvent<ConsentReadyDetail>;
  'consent-change': CustomEvent<ConsentChangeDetail>;
  'consent-banner-fetched': CustomEvent<ConsentBannerFetchedDetail>;
  'consent-error': CustomEvent<ConsentErrorEventDetail>;
  ConsentBlockedRequest: CustomEvent<ConsentBlockedRequestDetail>;
}

/** Element-level events, from the host element. */
export interface ConsentElementEvents {
  'consent-banner-show': CustomEvent<null>;
  'consent-banner-hide': CustomEvent<null>;
  'consent-dialog-show': CustomEvent<null>;
  'consent-dialog-hide': CustomEvent<null>;
}

declare global {
  interface DocumentEventMap extends ConsentDocumentEvents, ConsentElementEvents {}
  interface GlobalEventHandlersEventMap extends ConsentDocumentEvents, ConsentElementEvents {}
  interface WindowEventMap extends ConsentDocumentEvents, ConsentElementEvents {}
}

/** Dispatches a bubbling, composed CustomEvent whose detail is a fresh deep copy. */
export function emit<K extends keyof ConsentDocumentEvents | keyof ConsentElementEvents>(
  target: EventTarget,
  name: K,
  detail: (ConsentDocumentEvents & ConsentElementEvents)[K]['detail'],
): void {
  target.dispatchEvent(
    new CustomEvent(name, { bubbles: true, composed: true, detail: detail === null ? null : structuredClone(detail) }),
  );
}
