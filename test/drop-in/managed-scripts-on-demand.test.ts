import { expect, waitUntil } from '@open-wc/testing';
import { sleep } from '../helpers/environment';
import { dropInPage, STORED_RECORD } from './page';

type ScriptsWindow = Window & { __managedRan?: string[] };
const MANAGED = '/dist/managed-scripts.js';
const probe = (id: string) => ({
  id, category: 'marketing', textContent: `(window.__managedRan = window.__managedRan || []).push(${JSON.stringify(id)})`,
});

describe('managed scripts on demand (drop-in)', () => {

  it('a page without `scripts` never loads their code', async () => {
    localStorage.setItem('privacy-consent-storage', STORED_RECORD);
    const page = await dropInPage({ config: { consentCategories: ['marketing'] } });
    await page.win.ConsentElements.getConsentManager().ready;
    await sleep(200);
    expect(page.resources()).to.not.include(MANAGED);
  });

  it('a returning visit runs the consented scripts in their order once their code has loaded', async () => {
    localStorage.setItem('privacy-consent-storage', STORED_RECORD);
    const page = await dropInPage({ config: { scripts: [probe('first'), probe('second')] } });
    const win = page.win as ScriptsWindow;
    await waitUntil(() => win.__managedRan?.length === 2, 'the managed scripts did not run', { timeout: 5000 });
    expect(win.__managedRan).to.deep.equal(['first', 'second']);
    expect(page.resources()).to.include(MANAGED);
  });

  it('a first visit loads the code with the page and runs a script when its category is granted', async () => {
    const page = await dropInPage({ config: { scripts: [probe('granted-later')] } });
    const manager = page.win.ConsentElements.getConsentManager();
    await manager.ready;
    await waitUntil(() => page.resources().includes(MANAGED), 'the code was not loaded', { timeout: 5000 });
    const win = page.win as ScriptsWindow;
    expect(win.__managedRan ?? []).to.deep.equal([]);
    await manager.setConsent('marketing', true);
    await waitUntil(() => win.__managedRan?.length === 1, 'the script did not run', { timeout: 3000 });
    expect(win.__managedRan).to.deep.equal(['granted-later']);
  });
});
