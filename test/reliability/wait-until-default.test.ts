import { expect, waitUntil } from '@open-wc/testing';

// The suite's `waitUntil` (test/helpers/open-wc-testing.ts) waits 5 s unless told, not @open-wc's 1 s.
describe("the tests' waitUntil", () => {
  it('waits longer than 1 s unless told', async () => {
    const started = performance.now();
    await waitUntil(() => performance.now() - started > 1500, 'gave up at the 1 s default');
    expect(performance.now() - started).to.be.above(1500);
  });

  it('still takes the timeout it is given', async () => {
    let error: unknown;
    await waitUntil(() => false, 'never', { timeout: 100 }).catch((caught: unknown) => (error = caught));
    expect((error as Error).message).to.equal('Timeout: never');
  });
});
