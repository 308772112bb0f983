// Node: callback-only managed scripts run without a DOM, as in c15t 1.x (whose script-loader tests run them under
// `environment: 'node'`): `onBeforeLoad` and `onLoad` when their category is granted, `onConsentChange` on later
// changes, `onDelete` on withdrawal. Scripts that need an element wait for a page; nothing throws.
import { test } from 'node:test';
import assert from 'node:assert/strict';

const core = await import('../../dist/index.js');

/** A callback-only script that records its callbacks in `calls`. */
const recorded = (calls, id, category) => ({
  id,
  category,
  callbackOnly: true,
  onBeforeLoad: (info) => calls.push(`${id} onBeforeLoad ${info.hasConsent}`),
  onLoad: (info) => calls.push(`${id} onLoad ${info.hasConsent}`),
  onConsentChange: (info) => calls.push(`${id} onConsentChange ${info.hasConsent}`),
  onDelete: (info) => calls.push(`${id} onDelete ${info.hasConsent}`),
});

/** The page's manager, as a server or a Node test creates it: configure(), then getConsentManager(). */
async function managerWith(scripts) {
  await core.configure({ mode: 'offline', scripts });
  const manager = core.getConsentManager();
  await manager.ready;
  return manager;
}

test('without a document: callback-only scripts start, follow the consent and stop, as c15t 1.x runs them', async () => {
  assert.equal(typeof globalThis.document, 'undefined');
  const calls = [];
  const manager = await managerWith([
    recorded(calls, 'base', 'necessary'),
    recorded(calls, 'stats', 'measurement'),
    { id: 'tag', category: 'necessary', src: 'https://example.com/tag.js', onBeforeLoad: () => calls.push('tag') },
  ]);
  assert.deepEqual(calls, ['base onBeforeLoad true', 'base onLoad true'], 'the necessary one at once');
  calls.length = 0;
  await manager.saveConsents('all');
  assert.deepEqual(calls, ['base onConsentChange true', 'stats onBeforeLoad true', 'stats onLoad true']);
  calls.length = 0;
  await manager.saveConsents('necessary');
  assert.deepEqual(calls, ['base onConsentChange true', 'stats onDelete false']);
  assert.ok(!calls.includes('tag'), 'a script that needs an element waits for a page');
});

test('with a stand-in document (no DOM): callback-only scripts run the same way', async () => {
  globalThis.document = { cookie: '', title: 'stand-in' };
  const calls = [];
  try {
    await managerWith([{ ...recorded(calls, 'always', 'marketing'), alwaysLoad: true }]);
    assert.deepEqual(calls, ['always onBeforeLoad false', 'always onLoad false']);
    core.getConsentManager().destroy();
  } finally {
    delete globalThis.document;
  }
});
