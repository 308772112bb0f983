import type { ClientResult, ConsentClient, EndpointHandlers } from '../core/backend-types';

type HandlerFailure = { message?: string; code?: unknown; status?: number };

/**
 * custom mode: the site's handlers stand in for the backend; a failing handler is a HANDLER_ERROR unless it names
 * its own code.
 */
export function createCustomClient(handlers: EndpointHandlers): ConsentClient {
  async function call<T>(name: keyof EndpointHandlers, run: () => unknown): Promise<ClientResult<T>> {
    try {
      return unwrap<T>(await run());
    } catch (cause) {
      const reason = cause instanceof Error ? cause.message : String(cause);
      const own = ownCode(cause as HandlerFailure);
      const message = own ? reason : `The ${name} handler failed: ${reason}`;
      return {
        ok: false,
        error: { code: own ?? 'HANDLER_ERROR', message, status: (cause as HandlerFailure)?.status, cause },
      };
    }
  }
  return {
    showConsentBanner: () => call('showConsentBanner', () => handlers.showConsentBanner()),
    setConsent: (body) => call('setConsent', () => handlers.setConsent({ body })),
    verifyConsent: (body) => call('verifyConsent', () => handlers.verifyConsent({ body })),
  };
}

/**
 * Handlers may return the data itself, or c15t's response context `{ data, error, ok }`. `ok: false` is a failure
 * even without `data` (c15t 1.x reads `ok` alone: a handler answering `{ ok: false, error }` failed).
 */
function unwrap<T>(value: unknown): ClientResult<T> {
  type Context = { data?: unknown; ok?: boolean; error?: HandlerFailure | null };
  const context = value && typeof value === 'object' ? (value as Context) : undefined;
  if (context && (context.ok === false || ('data' in context && ('ok' in context || 'error' in context)))) {
    if (context.ok === false || (context.ok === undefined && context.error)) {
      const message = context.error?.message ?? 'The handler reported an error';
      const code = ownCode(context.error) ?? 'HANDLER_ERROR';
      return { ok: false, error: { code, message, status: context.error?.status, cause: context.error } };
    }
    return { ok: true, data: (context.data ?? null) as T };
  }
  return { ok: true, data: (value ?? null) as T };
}

function ownCode(failure: HandlerFailure | null | undefined): string | undefined {
  const code = failure && typeof failure === 'object' ? failure.code : undefined;
  return typeof code === 'string' && code ? code : undefined;
}
