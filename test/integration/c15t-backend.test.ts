import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { PENDING_KEY } from '../../src/client/pending-queue';
import { defineTags, freshManager, part, waitForPart } from '../helpers/elements';
import { MemoryStorage } from '../helpers/environment';
import { startManager } from '../helpers/manager';

defineTags('consent-banner');

/** A fresh path to the real c15t backend (behind the fault proxy); a country prefix picks the jurisdiction. */
const backend = (country?: 'DE' | 'US') =>
  `/c15t/${country ? `${country}-` : ''}${Math.random().toString(36).slice(2)}`;

interface Receipt {
  consentId: string;
  purposes: string[];
  method: string | null;
}

async function receipts(storage: Storage): Promise<Receipt[]> {
  const ids = JSON.parse(storage.getItem('consent-elements-receipts') ?? '[]') as Array<{ subjectId?: string }>;
  const subjectId = ids.find((entry) => entry.subjectId)?.subjectId;
  if (!subjectId) return [];
  return (await (await fetch(`/c15t-db/receipts?subjectId=${subjectId}`)).json()).receipts;
}

async function requests(url: string): Promise<Array<{ path: string; time: number }>> {
  return (await fetch(`${url}/__requests`)).json();
}

async function script(url: string, plan: Record<string, unknown>) {
  await fetch(`${url}/__script`, { method: 'POST', body: JSON.stringify(plan) });
}

const ALL = ['necessary', 'functionality', 'experience', 'measurement', 'marketing'];

describe('c15t mode against the real c15t backend', function () {
  this.timeout(20000);

  it('GDPR (DE) shows the banner', async () => {
    await freshManager({ backendURL: backend('DE') });
    const el = await fixture<HTMLElement>(html`<consent-banner></consent-banner>`);
    await waitForPart(el, 'banner');
  });

  it('jurisdiction NONE (US) without a banner grants every category', async () => {
    const { manager } = await startManager({ backendURL: backend('US') });
    expect(manager.getState().jurisdictionInfo?.code).to.equal('NONE');
    expect(manager.getState().showPopup).to.equal(false);
    expect(manager.has({ and: ['marketing', 'measurement', 'functionality', 'experience'] })).to.equal(true);
  });

  for (const [type, expected] of [
    ['all', ['necessary', 'measurement', 'marketing']],
    ['necessary', ['necessary']],
    ['custom', ['necessary', 'measurement']],
  ] as const) {
    it(`a "${type}" decision is recorded once with matching purposes (database and /consent/verify)`, async () => {
      const { manager, storage } = await startManager({
        backendURL: backend('DE'),
        consentCategories: ['necessary', 'measurement', 'marketing'],
      });
      if (type === 'custom') manager.setSelectedConsent('measurement', true);
      await manager.saveConsents(type);
      const stored = await receipts(storage);
      expect(stored).to.have.length(1);
      expect([...stored[0]!.purposes].sort()).to.deep.equal([...expected].sort());
      expect(stored[0]!.method).to.equal(type);
      const verified = await manager.verifyConsent([...expected]);
      expect(verified.ok && (verified.data as { isValid: boolean }).isValid).to.equal(true);
      const missing = ALL.filter((name) => !(expected as readonly string[]).includes(name));
      if (missing.length) {
        const notGranted = await manager.verifyConsent([missing[0]!] as never);
        expect(notGranted.ok && (notGranted.data as { isValid: boolean }).isValid).to.not.equal(true);
      }
    });
  }

  it('uses the translations the backend sends', async () => {
    const url = backend('DE');
    const answer = await (await fetch(`${url}/show-consent-banner`)).json();
    const { manager } = await freshManager({ backendURL: url });
    const el = await fixture<HTMLElement>(html`<consent-banner></consent-banner>`);
    await waitForPart(el, 'banner');
    expect(manager.getState().language).to.equal(answer.translations.language);
    expect(part(el, 'title')!.textContent).to.equal(answer.translations.translations.cookieBanner.title);
    expect(part(el, 'accept-button')!.textContent).to.equal(answer.translations.translations.common.acceptAll);
  });

  it('retries 500s (100 ms, then doubling) and records the decision once', async () => {
    const url = backend('DE');
    await script(url, { 'consent/set': [{ status: 500 }, { status: 503 }] });
    const { manager, storage } = await startManager({ backendURL: url });
    await manager.saveConsents('all');
    const sets = (await requests(url)).filter((request) => request.path === 'consent/set');
    expect(sets).to.have.length(3);
    expect(sets[1]!.time - sets[0]!.time).to.be.within(90, 250);
    expect(sets[2]!.time - sets[1]!.time).to.be.within(190, 400);
    expect(await receipts(storage)).to.have.length(1);
  });

  it('reports ENDPOINT_NOT_FOUND for a 404 without retrying, and a failed banner fetch falls back to offline', async () => {
    const url = backend('DE');
    await script(url, { 'show-consent-banner': [{ status: 404 }] });
    const errors: string[] = [];
    const { manager } = await startManager({
      backendURL: url,
      callbacks: { onError: (error) => errors.push(`${error.code}: ${error.error}`) },
    });
    expect(errors).to.deep.equal(['ENDPOINT_NOT_FOUND: Failed to fetch consent banner info']);
    expect(manager.getState().showPopup).to.equal(true);
    expect((await requests(url)).filter((request) => request.path === 'show-consent-banner')).to.have.length(1);
  });

  it('survives dropped connections and slow answers', async () => {
    const url = backend('DE');
    await script(url, { 'consent/set': [{ drop: true }, { delayMs: 600 }] });
    const { manager, storage } = await startManager({ backendURL: url });
    const started = Date.now();
    await manager.saveConsents('necessary');
    expect(Date.now() - started).to.be.at.least(600);
    expect(await receipts(storage)).to.have.length(1);
  });

  it('queues decisions while the backend is down and records each exactly once after a reload', async () => {
    const url = backend('DE');
    const storage = new MemoryStorage();
    await script(url, { 'default:consent/set': { status: 503 } });
    const errors: string[] = [];
    const down = await startManager(
      {
        backendURL: url,
        consentCategories: ['measurement', 'marketing'],
        callbacks: { onError: (error) => errors.push(error.code) },
      },
      { localStorage: storage, sleep: async () => {} },
    );
    await down.manager.saveConsents('all');
    await down.manager.setConsent('marketing', false);
    expect(errors).to.deep.equal(['MAX_RETRIES_EXCEEDED', 'MAX_RETRIES_EXCEEDED']);
    down.manager.destroy();
    expect(JSON.parse(storage.getItem(PENDING_KEY)!)).to.have.length(2);

    await script(url, { 'default:consent/set': { status: 0 } });
    await startManager({ backendURL: url }, { localStorage: storage, sleep: async () => {} });
    await waitUntil(() => storage.getItem(PENDING_KEY) === null, 'queue not replayed', { timeout: 5000 });
    // The subject id is kept from the answers, which may come after the queue's last write.
    await waitUntil(async () => (await receipts(storage)).length >= 2, 'receipts not kept', { timeout: 5000 });
    const stored = await receipts(storage);
    expect(stored.map((receipt) => receipt.method).sort()).to.deep.equal(['all', 'custom']);
  });
});
