// Node: the core's page manager created on a server (no window) sends nothing, as c15t 1.7 (which does not fetch the
// banner info without a window) and our React provider: a c15t-mode config used to fetch a relative URL four times.
import { test } from 'node:test';
import assert from 'node:assert/strict';

const core = await import('../../dist/index.js');

test('getConsentManager() on a server: no backend request, and the options are still checked', async () => {
  const realFetch = globalThis.fetch;
  const requests = [];
  globalThis.fetch = async (url) => {
    requests.push(String(url));
    throw new TypeError('no backend here');
  };
  try {
    await core.configure({ mode: 'c15t', backendURL: '/api/c15t' });
    const manager = core.getConsentManager();
    await manager.ready;
    await manager.saveConsents('all');
    await core.configure({ backendURL: 'https://consent.example.com/api/c15t' });
    await manager.ready;
    assert.deepEqual(requests, []);
    assert.throws(() => core.configure({ mode: 'nope' }), { name: 'ConsentConfigError' });
    manager.destroy();
  } finally {
    globalThis.fetch = realFetch;
  }
});
