import { expect } from '@open-wc/testing';
import { C15T_PENDING_KEY, createPendingQueue, PENDING_KEY } from '../../src/client/pending-queue';
import { createSafeStorage } from '../../src/storage/safe-storage';
import { MemoryStorage } from '../helpers/environment';

const payload = (method: string) => ({
  type: 'cookie_banner',
  domain: 'x',
  preferences: { necessary: true },
  metadata: { source: 'consent_widget', acceptanceMethod: method, submissionId: `c15t-id-${method}` },
});
const C15T_QUEUE = JSON.stringify([payload('all'), payload('necessary')]);

/** Storage that refuses our key (full: a quota error), or takes it and keeps nothing (`keeps: false`). */
class FullStorage extends MemoryStorage {
  constructor(private mode: 'throws' | 'drops') {
    super();
  }
  setItem(key: string, value: string) {
    if (key !== PENDING_KEY) return super.setItem(key, value);
    if (this.mode === 'throws') throw new DOMException('quota', 'QuotaExceededError');
  }
}

describe("taking over c15t's pending submissions (issue 22 item 7)", () => {
  it("keeps c15t's key while ours cannot be stored, and drops it once each entry was sent", () => {
    const storage = new FullStorage('throws');
    storage.setItem(C15T_PENDING_KEY, C15T_QUEUE);
    const queue = createPendingQueue(createSafeStorage(() => storage));
    const entries = queue.list();
    expect(entries.map((entry) => entry.id)).to.deep.equal(['c15t-id-all', 'c15t-id-necessary']);
    expect(storage.getItem(C15T_PENDING_KEY), 'the only copy that outlives the page').to.equal(C15T_QUEUE);
    queue.remove('c15t-id-all');
    expect(storage.getItem(C15T_PENDING_KEY)).to.equal(C15T_QUEUE);
    expect(queue.list().map((entry) => entry.id)).to.deep.equal(['c15t-id-necessary']);
    queue.remove('c15t-id-necessary');
    expect(storage.getItem(C15T_PENDING_KEY)).to.equal(null);
  });

  it("keeps c15t's key when the write seemed to work but nothing reads back", () => {
    const storage = new FullStorage('drops');
    storage.setItem(C15T_PENDING_KEY, C15T_QUEUE);
    const queue = createPendingQueue(createSafeStorage(() => storage));
    expect(queue.list()).to.have.length(2);
    expect(storage.getItem(C15T_PENDING_KEY)).to.equal(C15T_QUEUE);
  });

  it("drops c15t's key once ours reads back with its entries, and never doubles an entry taken over before", () => {
    const storage = new MemoryStorage();
    storage.setItem(C15T_PENDING_KEY, C15T_QUEUE);
    // An earlier page stored the first entry in ours but could not let go of c15t's key.
    const full = new FullStorage('throws');
    full.setItem(C15T_PENDING_KEY, C15T_QUEUE);
    const earlier = createPendingQueue(createSafeStorage(() => full)).list();
    storage.setItem(PENDING_KEY, JSON.stringify([earlier[0]]));
    const queue = createPendingQueue(createSafeStorage(() => storage));
    expect(queue.list().map((entry) => entry.id)).to.deep.equal(['c15t-id-necessary', 'c15t-id-all']);
    expect(storage.getItem(C15T_PENDING_KEY)).to.equal(null);
    expect(JSON.parse(storage.getItem(PENDING_KEY)!)).to.have.length(2);
  });
});
