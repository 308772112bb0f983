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
      return unwrap<T>(await run());
    } catch (cause) {
      const reason = cause instanceof Error ? cause.message : String(cause);
      const code = (cause as { code?: unknown })?.code === 'ENDPOINT_NOT_FOUND' ? 'ENDPOINT_NOT_FOUND' : 'HANDLER_ERROR';
      return { ok: false, error: { code, message: code === 'HANDLER_ERROR' ? `The ${name} handler failed: ${reason}` : reason, cause } };
    }
  }
  return {
    showConsentBanner: () => call('showConsentBanner', () => handlers.showConsentBanner()),
    setConsent: (submission) => call('setConsent', () => handlers.setConsent(submission)),
    verifyConsent: (request) => call('verifyConsent', () => handlers.verifyConsent(request)),
  };
}

/** Handlers may return the data itself, or c15t's response context `{ data, error, ok }`. */
function unwrap<T>(value: unknown): ClientResult<T> {
  if (value && typeof value === 'object' && 'data' in value && ('ok' in value || 'error' in value)) {
    const context = value as { data: unknown; ok?: boolean; error?: { message?: string; code?: string; status?: number } | null };
    if (context.ok === false || (context.ok === undefined && context.error)) {
      const message = context.error?.message ?? 'The handler reported an error';
      return { ok: false, error: { code: 'HANDLER_ERROR', message, status: context.error?.status, cause: context.error } };
    }
    return { ok: true, data: (context.data ?? null) as T };
  }
  return { ok: true, data: (value ?? null) as T };
}
