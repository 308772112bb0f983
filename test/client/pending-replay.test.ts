import { expect } from '@open-wc/testing';
import { C15T_PENDING_KEY, PENDING_KEY } from '../../src/client/pending-queue';
import { backendRequests, MemoryStorage, mockBackendURL, scriptBackend, sleep } from '../helpers/environment';
import { startManager } from '../helpers/manager';

/** Records the waits the replay asks for and lets them pass at once. */
function instantSleep() {
  const waits: number[] = [];
  return {
    waits,
    sleep: async (ms: number) => {
      waits.push(ms);
    },
  };
}

const failing = { status: 503 };

describe('failed saves and the pending queue', () => {
  it('stores a failed decision locally, reports it and queues it', async () => {
    const url = mockBackendURL();
    await scriptBackend(url, { 'default:consent/set': failing });
    const errors: unknown[] = [];
    const { manager, storage } = await startManager(
      { backendURL: url, callbacks: { onError: (e) => errors.push(e) } },
      { sleep: async () => {} },
    );
    await manager.saveConsents('all');
    expect(manager.getState().consentInfo?.type).to.equal('all');
    expect(JSON.parse(storage.getItem('privacy-consent-storage')!).consentInfo.type).to.equal('all');
    const queued = JSON.parse(storage.getItem(PENDING_KEY)!);
    expect(queued).to.have.length(1);
    expect(queued[0].submission).to.deep.include({ type: 'cookie_banner', domain: 'shop.example' });
    const { submissionId, clientTime, ...metadata } = queued[0].submission.metadata;
    expect(metadata).to.deep.equal({ source: 'consent_widget', acceptanceMethod: 'all', gpc: false });
    expect(submissionId).to.match(/^[0-9a-f-]{36}$/);
    expect(queued[0].id).to.equal(submissionId);
    expect(Date.parse(clientTime)).to.equal(manager.getState().consentInfo!.time);
    expect(storage.getItem(C15T_PENDING_KEY)).to.equal(null);
    expect(errors).to.deep.equal([{ error: 'Failed to save consents', code: 'MAX_RETRIES_EXCEEDED' }]);
  });

  it('replays the queue on the next load after 2 s, in up to 3 rounds waiting 1 s then 2 s', async () => {
    const url = mockBackendURL();
    const storage = new MemoryStorage();
    await scriptBackend(url, { 'default:consent/set': failing });
    const first = await startManager({ backendURL: url }, { localStorage: storage, sleep: async () => {} });
    await first.manager.saveConsents('necessary');
    first.manager.destroy();

    const timing = instantSleep();
    const before = (await backendRequests(url)).length;
    const errors: unknown[] = [];
    const callbacks = { onError: (error: unknown) => errors.push(error) };
    const second = await startManager({ backendURL: url, callbacks }, { localStorage: storage, sleep: timing.sleep });
    await waitFor(() => timing.waits.filter((ms) => ms >= 1000).length === 3);
    // The third round still sends after its wait: done when the replay reports its failure (after the last answer).
    await waitFor(() => errors.length > 0);
    expect(timing.waits.filter((ms) => ms >= 1000)).to.deep.equal([2000, 1000, 2000]);
    const replayed = (await backendRequests(url)).slice(before).filter((r) => r.path === 'consent/set');
    expect(replayed).to.have.length(3 * 4);
    expect(JSON.parse(storage.getItem(PENDING_KEY)!)).to.have.length(1);
    second.manager.destroy();
  });

  it('delivers every queued decision exactly once when the backend comes back', async () => {
    const url = mockBackendURL();
    const storage = new MemoryStorage();
    await scriptBackend(url, { 'default:consent/set': failing });
    const offline = await startManager(
      { backendURL: url, consentCategories: ['measurement', 'marketing'] },
      { localStorage: storage, sleep: async () => {} },
    );
    await offline.manager.saveConsents('all');
    await offline.manager.saveConsents('necessary');
    await offline.manager.setConsent('measurement', true);
    offline.manager.destroy();
    expect(JSON.parse(storage.getItem(PENDING_KEY)!)).to.have.length(3);

    await scriptBackend(url, { 'default:consent/set': { status: 200, body: { subjectId: 'sub_9', consentId: 'c' } } });
    const before = (await backendRequests(url)).length;
    const timing = instantSleep();
    await startManager({ backendURL: url }, { localStorage: storage, sleep: timing.sleep });
    await waitFor(() => storage.getItem(PENDING_KEY) === null);
    await sleep(50);
    const delivered = (await backendRequests(url)).slice(before).filter((r) => r.path === 'consent/set');
    expect(
      delivered.map((r) => (r.body as { metadata: { acceptanceMethod: string } }).metadata.acceptanceMethod),
    ).to.deep.equal(['all', 'necessary', 'custom']);
    expect(timing.waits).to.deep.equal([2000]);
    expect(JSON.parse(storage.getItem('consent-elements-receipts')!)).to.have.length(3);
  });

  it('replays the queue left by c15t 1.x (bare payloads under its own key), then forgets that key', async () => {
    const url = mockBackendURL();
    const storage = new MemoryStorage();
    const payload = {
      type: 'cookie_banner',
      domain: 'x',
      preferences: { necessary: true },
      metadata: { source: 'consent_widget', acceptanceMethod: 'necessary' },
    };
    storage.setItem(C15T_PENDING_KEY, JSON.stringify([payload]));
    await startManager({ backendURL: url }, { localStorage: storage, sleep: async () => {} });
    await waitFor(() => storage.getItem(PENDING_KEY) === null && storage.getItem(C15T_PENDING_KEY) === null);
    const sent = (await backendRequests(url)).filter((r) => r.path === 'consent/set');
    expect(sent).to.have.length(1);
    const { submissionId, ...metadata } = (sent[0]!.body as { metadata: Record<string, string> }).metadata;
    expect({ ...(sent[0]!.body as object), metadata }).to.deep.equal(payload);
    expect(submissionId).to.match(/^c15t-/);
  });

  it('sends the subject id from an earlier answer with later decisions', async () => {
    const url = mockBackendURL();
    await scriptBackend(url, {
      'default:consent/set': { status: 200, body: { subjectId: 'sub_42', consentId: 'c1' } },
    });
    const { manager } = await startManager({ backendURL: url });
    await manager.saveConsents('all');
    await manager.saveConsents('necessary');
    const sets = (await backendRequests(url)).filter((r) => r.path === 'consent/set');
    expect((sets[0]!.body as { subjectId?: string }).subjectId).to.equal(undefined);
    expect((sets[1]!.body as { subjectId?: string }).subjectId).to.equal('sub_42');
  });
});

async function waitFor(condition: () => boolean, timeout = 5000) {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeout) throw new Error('timed out waiting');
    await sleep(10);
  }
}
