import { expect, waitUntil } from '@open-wc/testing';
import { createLoadingBar } from '../../src/core/loading-bar';
import { loadUiWhenNeeded } from '../../src/drop-in/ui-loader';
import { startManager } from '../helpers/manager';

describe('UI loader', () => {
  it('first visit: paints the shell first, then loads the UI', async () => {
    const { manager } = await startManager();
    const order: string[] = [];
    loadUiWhenNeeded({
      manager, bar: createLoadingBar(), doc: document,
      loadShell: async () => ({ showBannerShells: () => (order.push('shell'), true) }),
      load: async () => order.push('ui'),
    });
    await waitUntil(() => order.includes('ui'), 'UI not loaded', { timeout: 3000 });
    expect(order).to.deep.equal(['shell', 'ui']);
  });

  it('still loads the UI when the shell cannot load', async () => {
    const { manager } = await startManager();
    let loaded = false;
    loadUiWhenNeeded({
      manager, bar: createLoadingBar(), doc: document,
      loadShell: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      load: async () => (loaded = true),
    });
    await waitUntil(() => loaded, 'UI not loaded', { timeout: 3000 });
  });

  it('reports a UI chunk that cannot load, and tries again when something must show', async () => {
    const errors: string[] = [];
    const { manager } = await startManager({ callbacks: { onError: ({ error }) => errors.push(error) } });
    let attempts = 0;
    loadUiWhenNeeded({
      manager, bar: createLoadingBar(), doc: document,
      loadShell: async () => ({ showBannerShells: () => false }),
      load: () => (++attempts === 1 ? Promise.reject(new TypeError('offline')) : Promise.resolve()),
    });
    await waitUntil(() => errors.includes('Failed to load the consent-elements UI'), 'no consent-error', { timeout: 3000 });
    manager.setIsPrivacyDialogOpen(true);
    await waitUntil(() => attempts === 2, 'no second attempt', { timeout: 3000 });
  });
});
