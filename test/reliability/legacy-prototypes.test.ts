import { expect } from '@open-wc/testing';
import { PENDING_KEY } from '../../src/client/pending-queue';
import { backendRequests, MemoryStorage, mockBackendURL, scriptBackend } from '../helpers/environment';
import { startManager } from '../helpers/manager';

// Issue 22 item 12: pages whose libraries changed built-in prototypes, and storage that does not keep a write.
type Post = { path: string; body: { preferences: unknown; metadata: { acceptanceMethod: string } } };
const sets = async (url: string) =>
  ((await backendRequests(url)) as unknown as Post[]).filter((r) => r.path === 'consent/set');
const errorsOf = (errors: string[]) => ({ onError: (error: { code: string }) => errors.push(error.code) });

/** What Prototype.js 1.6 does: toJSON methods that return JSON text, so JSON.stringify encodes arrays twice. */
function installPrototypeJs() {
  const arrays = Object.getOwnPropertyDescriptor(Array.prototype, 'toJSON');
  const dates = Object.getOwnPropertyDescriptor(Date.prototype, 'toJSON')!;
  Object.defineProperty(Array.prototype, 'toJSON', {
    configurable: true,
    writable: true,
    value(this: unknown[]) {
      return `[${this.map((item) => JSON.stringify(item)).join(', ')}]`;
    },
  });
  Object.defineProperty(Date.prototype, 'toJSON', {
    configurable: true,
    writable: true,
    value(this: Date) {
      return `"${this.toISOString()}"`;
    },
  });
  return () => {
    if (arrays) Object.defineProperty(Array.prototype, 'toJSON', arrays);
    else delete (Array.prototype as { toJSON?: unknown }).toJSON;
    Object.defineProperty(Date.prototype, 'toJSON', dates);
  };
}

/** A storage that accepts every write without an error and keeps none of them. */
class ForgetfulStorage extends MemoryStorage {
  override setItem() {}
}

describe('legacy pages and storage that lies', function () {
  this.timeout(15000);

  it("Prototype.js 1.6's Array.prototype.toJSON: the decision is queued, sent and stored as real JSON", async () => {
    const url = mockBackendURL();
    await scriptBackend(url, { 'consent/set': [{ status: 503 }, { status: 503 }, { status: 503 }, { status: 503 }] });
    const storage = new MemoryStorage();
    const errors: string[] = [];
    const restore = installPrototypeJs();
    let queued: unknown;
    try {
      const { manager } = await startManager(
        { backendURL: url, callbacks: errorsOf(errors) },
        { localStorage: storage, sleep: async () => {} },
      );
      await manager.saveConsents('all'); // the backend is down: the decision waits in the queue
      queued = JSON.parse(storage.getItem(PENDING_KEY) ?? 'null');
      await manager.saveConsents('necessary'); // the backend is back: both go, in order
    } finally {
      restore();
    }
    expect(Array.isArray(queued) && queued.length).to.equal(1);
    expect(errors).to.deep.equal(['MAX_RETRIES_EXCEEDED']);
    expect(storage.getItem(PENDING_KEY)).to.equal(null);
    const sent = await sets(url);
    expect(sent.slice(4).map((post) => post.body.metadata.acceptanceMethod)).to.deep.equal(['all', 'necessary']);
    expect(sent.every((post) => typeof post.body.preferences === 'object')).to.equal(true);
    const record = JSON.parse(storage.getItem('privacy-consent-storage')!);
    expect(record.consentInfo.type).to.equal('necessary');
    expect(JSON.parse(storage.getItem('consent-elements-receipts')!)).to.have.length(2);
  });

  it('a storage that drops writes without an error: STORAGE_ERROR, and the decision still reaches the backend', async () => {
    const url = mockBackendURL();
    const errors: string[] = [];
    const { manager } = await startManager(
      { backendURL: url, callbacks: errorsOf(errors) },
      { localStorage: new ForgetfulStorage() },
    );
    await manager.saveConsents('all');
    expect(errors).to.deep.equal(['STORAGE_ERROR']);
    expect(manager.getState().consentInfo?.type).to.equal('all');
    expect((await sets(url)).map((post) => post.body.metadata.acceptanceMethod)).to.deep.equal(['all']);
  });
});
