import type { BannerInfo, ClientResult, ConsentClient, ConsentSubmission, SetConsentResult, VerifyConsentRequest } from './types';

/** The handlers a site supplies for `mode: 'custom'`; each resolves to the endpoint's answer or throws. */
export interface EndpointHandlers {
  showConsentBanner(): Promise<BannerInfo> | BannerInfo;
  setConsent(submission: ConsentSubmission): Promise<SetConsentResult | null | void> | SetConsentResult | null | void;
  verifyConsent(request: VerifyConsentRequest): Promise<unknown> | unknown;
}

/** custom mode: the site's handlers stand in for the backend; a throwing handler is a HANDLER_ERROR. */
export function createCustomClient(handlers: EndpointHandlers): ConsentClient {
  async function call<T>(name: keyof EndpointHandlers, run: () => unknown): Promise<ClientResult<T>> {
    try {
      return { ok: true, data: ((await run()) ?? null) as T };
    } catch (cause) {
      const reason = cause instanceof Error ? cause.message : String(cause);
      return { ok: false, error: { code: 'HANDLER_ERROR', message: `The ${name} handler failed: ${reason}`, cause } };
    }
  }
  return {
    showConsentBanner: () => call('showConsentBanner', () => handlers.showConsentBanner()),
    setConsent: (submission) => call('setConsent', () => handlers.setConsent(submission)),
    verifyConsent: (request) => call('verifyConsent', () => handlers.verifyConsent(request)),
  };
}
