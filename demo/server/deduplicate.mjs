// Exactly-once recording for the demo backend. The client repeats a decision's `metadata.submissionId` on every
// retry and replay; when an answer was lost after c15t stored the decision (a 502 from a proxy, a dropped
// connection, a timeout), the repeat gets the first answer again instead of a second record. c15t 1.8 itself
// stores every request it receives, so the check sits in front of it.

const SET_PATH = /\/consent\/set$/;
/** Ids remembered (oldest forgotten first); a replay comes within days, from one browser, so this is plenty. */
const MAX_REMEMBERED = 10_000;

/**
 * @param {(request: Request) => Promise<Response>} handler  c15t's fetch handler
 * @returns {(request: Request) => Promise<Response>}
 */
export function deduplicateSubmissions(handler) {
  /** @type {Map<string, Promise<{ status: number, headers: Headers, body: ArrayBuffer }>>} */
  const answers = new Map();
  return async (request) => {
    if (request.method !== 'POST' || !SET_PATH.test(new URL(request.url).pathname)) return handler(request);
    const text = await request.text();
    const id = submissionId(text);
    const forward = () => handler(new Request(request, { body: text }));
    if (!id) return forward();
    let answer = answers.get(id);
    if (!answer) {
      answer = forward().then(async (response) => {
        const saved = { status: response.status, headers: response.headers, body: await response.arrayBuffer() };
        // Only a stored decision is remembered: a failed one must be tried again for real.
        if (!response.ok) answers.delete(id);
        return saved;
      });
      answer.catch(() => answers.delete(id));
      answers.set(id, answer);
      if (answers.size > MAX_REMEMBERED) answers.delete(answers.keys().next().value);
    }
    const { status, headers, body } = await answer;
    return new Response(body.slice(0), { status, headers });
  };
}

function submissionId(text) {
  try {
    const id = JSON.parse(text)?.metadata?.submissionId;
    return typeof id === 'string' && id.length <= 100 ? id : null;
  } catch {
    return null;
  }
}
