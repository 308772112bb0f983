/**
 * The codes our own clients give the details they chain through `cause` (http-client.ts, outbox.ts): their messages
 * are ours. Any other object at the end of the chain is the backend's or a handler's (c15t's `{ message, code }`).
 */
const CHAINED = new Set([
  'API_ERROR',
  'NETWORK_ERROR',
  'MAX_RETRIES_EXCEEDED',
  'ENDPOINT_NOT_FOUND',
  'PARSE_ERROR',
  'HANDLER_ERROR',
  'BANNER_FETCH_FAILED',
  'SAVE_FAILED',
]);
/** A backend's message longer than this is cut: it goes into events and the console. */
const MAX_LENGTH = 300;

/**
 * The cause's own message behind a report (a handler's thrown error, the backend's answer, the browser's network
 * error), which the spec's fixed message leaves out; undefined when there is none beyond our own text.
 */
export function causeMessage(cause: unknown, depth = 0): string | undefined {
  if (depth > 8 || cause === null || cause === undefined) return undefined;
  if (cause instanceof Error) return clip(cause.message);
  if (typeof cause !== 'object') return undefined;
  const { code, message, cause: inner } = cause as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && CHAINED.has(code) && typeof message === 'string') {
    // http-client keeps an error answer's body as the cause of its API_ERROR.
    return code === 'API_ERROR' && typeof inner === 'string' ? bodyMessage(inner) : causeMessage(inner, depth + 1);
  }
  return typeof message === 'string' ? clip(message) : undefined;
}

/** The message in an error answer's body: c15t's JSON `{ message }` (or `{ error }`), else short plain text. */
function bodyMessage(body: string): string | undefined {
  const text = body.trim();
  if (!text || text.startsWith('<')) return undefined; // an HTML error page says nothing a visitor's site can use
  try {
    const value = JSON.parse(text) as { message?: unknown; error?: unknown } | null;
    const error = value?.error as { message?: unknown } | string | undefined;
    const found = [value?.message, typeof error === 'string' ? error : error?.message].find(
      (candidate) => typeof candidate === 'string' && candidate.trim(),
    );
    return typeof found === 'string' ? clip(found) : undefined;
  } catch {
    return clip(text);
  }
}

function clip(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  return trimmed.length > MAX_LENGTH ? `${trimmed.slice(0, MAX_LENGTH - 1)}…` : trimmed;
}
