/** Thrown by `configure()` (and the JSON config) when an option is invalid; the message names the field. */
export class ConsentConfigError extends Error {
  readonly field: string;

  constructor(field: string, reason: string) {
    super(`Invalid consent-elements option "${field}": ${reason}`);
    this.name = 'ConsentConfigError';
    this.field = field;
  }
}

/** Codes of the spec's error catalogue, as reported by the backend client. */
export type ConsentErrorCode =
  | 'PARSE_ERROR'
  | 'API_ERROR'
  | 'NETWORK_ERROR'
  | 'MAX_RETRIES_EXCEEDED'
  | 'ENDPOINT_NOT_FOUND'
  | 'HANDLER_ERROR'
  | 'BANNER_FETCH_FAILED'
  | 'SAVE_FAILED'
  | 'CONFIG_ERROR'
  | 'CATEGORY_ERROR'
  | 'RENDER_ERROR'
  | 'SCRIPT_ERROR'
  | 'STORAGE_ERROR'
  | 'QUEUE_OVERFLOW';

/** What every error report carries: the `consent-error` event's detail and the `onError` callback's argument. */
export interface ConsentErrorDetail {
  /** One of ours, or a custom endpoint handler's own code (kept, as c15t does). */
  code: ConsentErrorCode | (string & {});
  message: string;
  status?: number;
  cause?: unknown;
  /** The page element at fault: the console error then always names it, even when `onError` is set. */
  element?: Element;
}

export const CATEGORY_NOT_FOUND = 'Consent category not found in consent state';

/** Thrown by `has()` for an invalid condition (an unknown category or an empty list). */
export class ConsentConditionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConsentConditionError';
  }
}
