import { waitUntil as waitUntilWithin } from '@open-wc/testing';

export * from '@open-wc/testing';

/** How long `waitUntil` waits unless told (@open-wc's own default, 1 s, flaked on a loaded CI machine). */
export const WAIT_UNTIL_DEFAULT_MS = 5000;

/**
 * What tests get as '@open-wc/testing' `waitUntil` (scripts/wtr/wait-until-default.mjs): the same bounded wait,
 * 5 s unless told. It returns as soon as the outcome shows, so a passing test takes no longer.
 */
export function waitUntil(
  predicate: () => unknown | Promise<unknown>,
  message?: string,
  options: { interval?: number; timeout?: number } = {},
): Promise<void> {
  return waitUntilWithin(predicate, message, { timeout: WAIT_UNTIL_DEFAULT_MS, ...options });
}
