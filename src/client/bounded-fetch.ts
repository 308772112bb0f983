/** The most we read of any backend answer: a banner answer with its translations is a few kilobytes. */
export const MAX_ANSWER_BYTES = 64 * 1024;

/** What a bounded request ends in: the answer read in full, or why not. */
type BoundedAnswer =
  | { kind: 'answer'; status: number; ok: boolean; text: string | null }
  | { kind: 'timeout' }
  | { kind: 'too-large' }
  | { kind: 'failed'; cause: unknown };

/**
 * A request whose time and size are ours to bound, whatever the page's `fetch` does. A site may wrap `fetch` and drop
 * the abort signal, or never settle: the deadline is our own timer raced against the request (which is still aborted,
 * for a `fetch` that listens). The body is read as a stream and given up past `maxBytes`, so a huge answer neither
 * freezes the page parsing it nor fills its memory. A body that cannot be read reads as `text: null`.
 */
export function boundedFetch(
  send: typeof fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  maxBytes = MAX_ANSWER_BYTES,
): Promise<BoundedAnswer> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A real timer, not the environment's sleep: tests make sleep instant, and a hang must still end.
  const deadline = new Promise<BoundedAnswer>((resolve) => {
    timer = setTimeout(() => {
      resolve({ kind: 'timeout' });
      controller.abort(new DOMException('timeout', 'TimeoutError'));
    }, timeoutMs);
  });
  const request = (async (): Promise<BoundedAnswer> => {
    let response: Response;
    try {
      response = await send(url, { ...init, signal: controller.signal });
    } catch (cause) {
      return { kind: 'failed', cause };
    }
    const text = await readCapped(response, maxBytes).catch(() => null);
    if (text === TOO_LARGE) return { kind: 'too-large' };
    return { kind: 'answer', status: response.status, ok: response.ok, text };
  })();
  return Promise.race([request, deadline]).finally(() => clearTimeout(timer));
}

const TOO_LARGE = Symbol('too large');

async function readCapped(response: Response, maxBytes: number): Promise<string | typeof TOO_LARGE> {
  const declared = Number(response.headers?.get?.('content-length'));
  const body = response.body;
  if (declared > maxBytes) {
    body?.cancel().catch(() => {});
    return TOO_LARGE;
  }
  if (!body || typeof body.getReader !== 'function') {
    // A stand-in Response without a stream (some fetch wrappers): read whole, still refuse what is too large.
    const text = await response.text();
    return text.length > maxBytes ? TOO_LARGE : text;
  }
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    size += value.byteLength;
    if (size > maxBytes) {
      reader.cancel().catch(() => {});
      return TOO_LARGE;
    }
    text += decoder.decode(value, { stream: true });
  }
}
