import { expect } from '@open-wc/testing';
import { MAX_PENDING, PENDING_KEY } from '../../src/client/pending-queue';
import { backendRequests, MemoryStorage, mockBackendURL, scriptBackend } from '../helpers/environment';
import { startManager } from '../helpers/manager';

/** Storage that fills up after start-up, as a quota does. */
class FillingStorage extends MemoryStorage {
  full = false;
  override setItem(key: string, value: string) {
    if (this.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    super.setItem(key, value);
  }
}

describe('a decision that cannot be stored, and the bounded queue', () => {
  it('storage full after start-up: the decision applies in memory and STORAGE_ERROR is reported', async () => {
    const storage = new FillingStorage();
    const errors: string[] = [];
    const { manager } = await startManager(
      { callbacks: { onError: (error) => errors.push(error.code) } },
      { localStorage: storage },
    );
    storage.full = true;
    await manager.saveConsents('all');
    expect(manager.getState().consentInfo?.type).to.equal('all');
    expect(manager.has('marketing')).to.equal(true);
    expect(storage.getItem('privacy-consent-storage')).to.equal(null);
    expect(errors).to.deep.equal(['STORAGE_ERROR']);
  });

  it('storage full with a backend down: the decision is still sent from memory and reported', async () => {
    const url = mockBackendURL();
    const storage = new FillingStorage();
    const errors: string[] = [];
    const { manager } = await startManager(
      { backendURL: url, callbacks: { onError: (error) => errors.push(error.code) } },
      { localStorage: storage, sleep: async () => {} },
    );
    storage.full = true;
    await manager.saveConsents('necessary');
    expect(errors).to.deep.equal(['STORAGE_ERROR']);
    expect((await backendRequests(url)).filter((request) => request.path === 'consent/set')).to.have.length(1);
  });

  it(`keeps at most ${MAX_PENDING} pending decisions, the newest, and reports QUEUE_OVERFLOW`, async () => {
    const url = mockBackendURL();
    const storage = new MemoryStorage();
    await scriptBackend(url, { 'default:consent/set': { status: 503 } });
    const errors: string[] = [];
    const { manager } = await startManager(
      { backendURL: url, callbacks: { onError: (error) => errors.push(error.code) } },
      { localStorage: storage, sleep: async () => {} },
    );
    for (let i = 0; i < MAX_PENDING + 3; i++) await manager.saveConsents(i % 2 ? 'all' : 'necessary');
    const queued = JSON.parse(storage.getItem(PENDING_KEY)!) as Array<{
      submission: { metadata: { clientTime: string } };
    }>;
    expect(queued).to.have.length(MAX_PENDING);
    expect(errors.filter((code) => code === 'QUEUE_OVERFLOW')).to.have.length(3);
    const times = queued.map((entry) => Date.parse(entry.submission.metadata.clientTime));
    expect(times).to.deep.equal([...times].sort((x, y) => x - y));
    manager.destroy();

    // The next load sends at most one request per round (each with its retries), not one per entry.
    const sets = async () => (await backendRequests(url)).filter((request) => request.path === 'consent/set').length;
    const before = await sets();
    const next = await startManager({ backendURL: url }, { localStorage: storage, sleep: async () => {} });
    await new Promise((resolve) => setTimeout(resolve, 300));
    next.manager.destroy();
    expect((await sets()) - before).to.equal(3 * 4);
  });
});
