import { expect } from '@open-wc/testing';
import { encodeConsentCookie } from '../../src/core/compliance/cookie-format';
import type { ConsentRecord } from '../../src/core/types';
import { MemoryStorage, memoryCookies } from '../helpers/environment';
import { startManager } from '../helpers/manager';

// Another tab writes localStorage, then the cookie mirror. Chromium applies a cookie write asynchronously, so this
// tab's `document.cookie` may still show the mirror as it was when the `storage` event arrives (seen in about half of
// the reads made right after another document's write).
const KEY = 'privacy-consent-storage';
const record: ConsentRecord = {
  consents: { necessary: true, functionality: false, experience: false, measurement: false, marketing: true },
  consentInfo: { time: Date.now() - 1000, type: 'custom' },
};

/** A tab: a manager on `storage` and `cookies`, told of other tabs' writes through `view`'s storage events. */
async function tab(storage: Storage, cookies: ReturnType<typeof memoryCookies>) {
  const view = new EventTarget();
  const document = { defaultView: view, addEventListener() {}, dispatchEvent: () => true } as unknown as Document;
  const { manager } = await startManager({}, { localStorage: storage, cookies, document });
  const otherTabWrote = (newValue: string | null) =>
    view.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue }));
  return { manager, otherTabWrote };
}

describe('following another tab while the cookie mirror lags behind', () => {
  it('a reset asks again although the mirror still shows the decision', async () => {
    const storage = new MemoryStorage();
    storage.setItem(KEY, JSON.stringify(record));
    const cookies = memoryCookies(`consent-elements=${encodeConsentCookie(record)}`);
    const { manager, otherTabWrote } = await tab(storage, cookies);
    expect(manager.getState().consentInfo).to.deep.equal(record.consentInfo);

    storage.removeItem(KEY); // the other tab's reset: its expiry of the mirror has not reached this tab yet
    otherTabWrote(null);
    expect(manager.getState().consentInfo).to.equal(null);
    expect(manager.getState().showPopup).to.equal(true);
    expect(manager.getState().selectedConsents.marketing, 'the banner starts from the defaults').to.equal(false);
  });
});
