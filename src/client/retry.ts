/** The retry policy of spec section 9. */
export interface RetryPolicy {
  maxRetries: number;
  initialDelayMs: number;
  backoffFactor: number;
  retryableStatusCodes: readonly number[];
  nonRetryableStatusCodes: readonly number[];
  retryOnNetworkError: boolean;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxRetries: 3,
  initialDelayMs: 100,
  backoffFactor: 2,
  retryableStatusCodes: [500, 502, 503, 504],
  nonRetryableStatusCodes: [400, 401, 403, 404],
  retryOnNetworkError: true,
};

/** One attempt's failure: an HTTP status, or a network error (status undefined). */
interface AttemptFailure {
  status?: number;
}

/** Whether a failed attempt is worth repeating, ignoring how many retries are left. */
export function isRetryable(failure: AttemptFailure, policy: RetryPolicy = DEFAULT_RETRY_POLICY): boolean {
  if (failure.status === undefined) return policy.retryOnNetworkError;
  if (policy.nonRetryableStatusCodes.includes(failure.status)) return false;
  return policy.retryableStatusCodes.includes(failure.status);
}

/** Wait before retry number `retry` (0-based): 100 ms, 200 ms, 400 ms with the defaults. */
export function retryDelay(retry: number, policy: RetryPolicy = DEFAULT_RETRY_POLICY): number {
  return policy.initialDelayMs * policy.backoffFactor ** retry;
}

/**
 * Whether the backend refused the subject id we sent (c15t answers 500 "Subject not found by subjectId" once it has
 * forgotten the visitor: database reset, retention purge, another backend). Repeating that request cannot succeed;
 * the decision is sent again without the id, so the backend starts a new subject.
 */
export function isSubjectRejected(error: { message: string; cause?: unknown }): boolean {
  const cause = typeof error.cause === 'string' ? error.cause : error.cause instanceof Error ? error.cause.message : '';
  return /subject not found/i.test(`${error.message} ${cause}`);
}
