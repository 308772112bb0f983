import { expect, waitUntil } from '@open-wc/testing';
import { createLoadingBar } from '../../src/core/loading-bar-controller';
import type { LoadUi, UiModule } from '../../src/drop-in/banner-shell';
import { loadUiWhenNeeded } from '../../src/drop-in/ui-loader';
import { sleep } from '../helpers/environment';
import { startManager } from '../helpers/manager';

const uiModule: UiModule = { preloadDialog: async () => true };

describe('UI loader', () => {
  let added: Element[] = [];
  const addToPage = (html: string) => {
    const template = document.createElement('template');
    template.innerHTML = html;
    added.push(...template.content.children);
    document.body.append(template.content);
  };
  afterEach(() => {
    added.forEach((element) => element.remove());
    added = [];
  });

  it('first visit: paints the banner without React, and loads the UI only when the banner asks for it', async () => {
    const { manager } = await startManager();
    const order: string[] = [];
    let bannerLoadsUi: LoadUi | undefined;
    loadUiWhenNeeded({
      manager,
      bar: createLoadingBar(),
      doc: document,
      loadShell: async () => ({
        showBannerShells: (_manager, _doc, loadUi) => ((bannerLoadsUi = loadUi), order.push('shell'), true),
      }),
      load: async () => (order.push('ui'), uiModule),
    });
    await waitUntil(() => bannerLoadsUi, 'no first paint', { timeout: 3000 });
    await sleep(300);
    expect(order).to.deep.equal(['shell']);
    const [first, second] = await Promise.all([bannerLoadsUi!(), bannerLoadsUi!()]);
    expect(first).to.equal(uiModule);
    expect(second).to.equal(uiModule);
    expect(order).to.deep.equal(['shell', 'ui']);
  });

  it('a UI needed beside the banner (a frame placeholder) loads after the banner is painted', async () => {
    addToPage('<consent-frame category="marketing"></consent-frame>');
    const { manager } = await startManager();
    const order: string[] = [];
    loadUiWhenNeeded({
      manager,
      bar: createLoadingBar(),
      doc: document,
      loadShell: async () => ({ showBannerShells: () => (order.push('shell'), true) }),
      load: async () => (order.push('ui'), uiModule),
    });
    await waitUntil(() => order.includes('ui'), 'UI not loaded', { timeout: 3000 });
    expect(order).to.deep.equal(['shell', 'ui']);
  });

  it('loads the UI for an inline widget dialog even when no banner shows', async () => {
    addToPage('<consent-dialog variant="widget"></consent-dialog>');
    const { manager } = await startManager();
    manager.setShowPopup(false);
    let loaded = false;
    loadUiWhenNeeded({
      manager,
      bar: createLoadingBar(),
      doc: document,
      loadShell: async () => ({ showBannerShells: () => false }),
      load: async () => ((loaded = true), uiModule),
    });
    await waitUntil(() => loaded, 'UI not loaded', { timeout: 3000 });
  });

  it('loads the UI for a frame or widget a single-page app adds later, not before', async () => {
    const { manager } = await startManager();
    manager.setShowPopup(false);
    let loads = 0;
    loadUiWhenNeeded({
      manager,
      bar: createLoadingBar(),
      doc: document,
      loadShell: async () => ({ showBannerShells: () => false }),
      load: async () => (loads++, uiModule),
    });
    await sleep(100);
    expect(loads).to.equal(0);
    addToPage('<consent-frame category="marketing"></consent-frame>');
    await waitUntil(() => loads === 1, 'UI not loaded for a late frame', { timeout: 3000 });
  });

  it('loads the UI when the banner cannot be painted without it', async () => {
    const { manager } = await startManager();
    let loaded = false;
    loadUiWhenNeeded({
      manager,
      bar: createLoadingBar(),
      doc: document,
      loadShell: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      load: async () => ((loaded = true), uiModule),
    });
    await waitUntil(() => loaded, 'UI not loaded', { timeout: 3000 });
  });

  it('reports a UI chunk that cannot load, and tries again when something must show', async () => {
    const errors: string[] = [];
    const { manager } = await startManager({ callbacks: { onError: ({ error }) => errors.push(error) } });
    let attempts = 0;
    loadUiWhenNeeded({
      manager,
      bar: createLoadingBar(),
      doc: document,
      loadShell: async () => ({ showBannerShells: () => false }),
      load: () => (++attempts === 1 ? Promise.reject(new TypeError('offline')) : Promise.resolve(uiModule)),
    });
    manager.setIsPrivacyDialogOpen(true);
    await waitUntil(() => errors.includes('Failed to load the consent-elements UI'), 'no consent-error', {
      timeout: 3000,
    });
    manager.setIsPrivacyDialogOpen(false);
    manager.setIsPrivacyDialogOpen(true);
    await waitUntil(() => attempts === 2, 'no second attempt', { timeout: 3000 });
  });
});
