import { expect } from '@open-wc/testing';
import { DEFAULT_RETRY_POLICY, isRetryable, retryDelay, type RetryPolicy } from '../../src/client/retry';

describe('isRetryable with the default policy (spec section 9)', () => {
  const cases: Array<[number | undefined, boolean]> = [
    [undefined, true],
    [500, true],
    [502, true],
    [503, true],
    [504, true],
    [400, false],
    [401, false],
    [403, false],
    [404, false],
    [409, false],
    [429, false],
    [501, false],
    [200, false],
  ];
  for (const [status, expected] of cases) {
    it(`${status ?? 'a network error'} is ${expected ? '' : 'not '}retried`, () => {
      expect(isRetryable({ status })).to.equal(expected);
    });
  }
});

describe('isRetryable with a custom policy', () => {
  const policy: RetryPolicy = {
    ...DEFAULT_RETRY_POLICY,
    retryableStatusCodes: [429, 503, 404],
    nonRetryableStatusCodes: [404],
    retryOnNetworkError: false,
  };
  const cases: Array<[number | undefined, boolean]> = [
    [undefined, false],
    [429, true],
    [503, true],
    [500, false],
    [404, false],
  ];
  for (const [status, expected] of cases) {
    it(`${status ?? 'a network error'} is ${expected ? '' : 'not '}retried (a non-retryable code wins)`, () => {
      expect(isRetryable({ status }, policy)).to.equal(expected);
    });
  }
});

describe('retryDelay', () => {
  const cases: Array<[number, RetryPolicy, number]> = [
    [0, DEFAULT_RETRY_POLICY, 100],
    [1, DEFAULT_RETRY_POLICY, 200],
    [2, DEFAULT_RETRY_POLICY, 400],
    [3, DEFAULT_RETRY_POLICY, 800],
    [0, { ...DEFAULT_RETRY_POLICY, initialDelayMs: 50, backoffFactor: 3 }, 50],
    [2, { ...DEFAULT_RETRY_POLICY, initialDelayMs: 50, backoffFactor: 3 }, 450],
    [4, { ...DEFAULT_RETRY_POLICY, backoffFactor: 1 }, 100],
  ];
  for (const [retry, policy, expected] of cases) {
    it(`retry ${retry} at ${policy.initialDelayMs} ms x${policy.backoffFactor} waits ${expected} ms`, () => {
      expect(retryDelay(retry, policy)).to.equal(expected);
    });
  }
});
