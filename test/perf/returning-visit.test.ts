import { expect, waitUntil } from '@open-wc/testing';
import { sleep } from '../helpers/environment';
import { dropInPage, shadowPart, STORED_RECORD } from '../drop-in/page';

const fetched = (paths: string[]) => paths.filter((path) => path.startsWith('/dist/')).map((path) => path.slice(6));

/** Issue 25: the UI loader left the core; a returning visitor's page starts it only when something must show. */
describe('a returning visit loads only the core until something must show', () => {
  it('fetches nothing more with a banner and a dialog on the page, and the dialog still opens when asked', async () => {
    localStorage.setItem('privacy-consent-storage', STORED_RECORD);
    const page = await dropInPage({
      config: {},
      body: '<consent-banner></consent-banner><consent-dialog></consent-dialog>',
    });
    await sleep(300);
    expect(fetched(page.resources())).to.deep.equal(['consent-elements.js']);
    page.win.ConsentElements.getConsentManager().setIsPrivacyDialogOpen(true);
    const dialog = page.doc.querySelector('consent-dialog')!;
    await waitUntil(() => shadowPart(dialog, 'dialog'), 'the dialog did not open', { timeout: 10000 });
    expect(shadowPart(page.doc.querySelector('consent-banner'), 'banner')).to.equal(null);
  });

  it('starts the UI for a widget added later', async () => {
    localStorage.setItem('privacy-consent-storage', STORED_RECORD);
    const page = await dropInPage({ config: {}, body: '<main></main>' });
    await sleep(200);
    expect(fetched(page.resources())).to.deep.equal(['consent-elements.js']);
    page.doc.querySelector('main')!.innerHTML = '<consent-dialog variant="widget"></consent-dialog>';
    const widget = page.doc.querySelector('consent-dialog')!;
    await waitUntil(() => shadowPart(widget, 'dialog'), 'the widget did not show', { timeout: 10000 });
  });
});
