import { expect } from '@open-wc/testing';
import { PENDING_KEY } from '../../src/client/pending-queue';
import { MemoryStorage, sleep } from '../helpers/environment';
import { startManager } from '../helpers/manager';

// Issue 14 against the real c15t backend behind the fault proxy (test/server/c15t-backend.mjs).
const backend = () => `/c15t/DE-${Math.random().toString(36).slice(2)}`;
const STALE = 'sub_111D76deletedSubject0000000';

interface Receipt {
  consentId: string;
  purposes: string[];
  method: string | null;
}
interface Sent {
  path: string;
  time: number;
  headers: Record<string, string>;
  body: { subjectId?: string; metadata: { acceptanceMethod: string; submissionId: string; clientTime: string } };
}

const subjectOf = (storage: Storage) =>
  (JSON.parse(storage.getItem('consent-elements-receipts') ?? '[]') as Array<{ subjectId?: string }>)
    .reverse()
    .find((entry) => entry.subjectId)?.subjectId;

async function receipts(subjectId: string | undefined): Promise<Receipt[]> {
  if (!subjectId) return [];
  return (await (await fetch(`/c15t-db/receipts?subjectId=${subjectId}`)).json()).receipts;
}
async function sets(url: string): Promise<Sent[]> {
  return ((await (await fetch(`${url}/__requests`)).json()) as Sent[]).filter(
    (request) => request.path === 'consent/set',
  );
}
async function script(url: string, plan: Record<string, unknown>) {
  await fetch(`${url}/__script`, { method: 'POST', body: JSON.stringify(plan) });
}
const errorsOf = (errors: string[]) => ({ onError: (error: { code: string }) => errors.push(error.code) });

describe('reliability against the real c15t backend', function () {
  this.timeout(20000);

  it('replaces a subject the backend no longer knows instead of retrying it forever', async () => {
    const url = backend();
    const storage = new MemoryStorage();
    storage.setItem('consent-elements-receipts', JSON.stringify([{ time: 1, subjectId: STALE }]));
    const errors: string[] = [];
    const { manager } = await startManager({ backendURL: url, callbacks: errorsOf(errors) }, { localStorage: storage });
    await manager.saveConsents('all');
    const sent = await sets(url);
    expect(sent.map((request) => request.body.subjectId)).to.deep.equal([STALE, undefined]);
    expect(sent[0]!.body.metadata.submissionId).to.equal(sent[1]!.body.metadata.submissionId);
    expect(errors).to.deep.equal([]);
    expect(storage.getItem(PENDING_KEY)).to.equal(null);
    const subject = subjectOf(storage);
    expect(subject).to.match(/^sub_/).and.not.equal(STALE);
    expect((await receipts(subject)).map((receipt) => receipt.method)).to.deep.equal(['all']);

    await manager.saveConsents('necessary');
    expect((await sets(url)).at(-1)!.body.subjectId).to.equal(subject);
    expect((await receipts(subject)).map((receipt) => receipt.method)).to.deep.equal(['necessary', 'all']);
  });

  it('replays an old decision before a fresh one, so the newest record is the current choice', async () => {
    const url = backend();
    const storage = new MemoryStorage();
    await script(url, { 'default:consent/set': { status: 503 } });
    const down = await startManager({ backendURL: url }, { localStorage: storage, sleep: async () => {} });
    await down.manager.saveConsents('all');
    down.manager.destroy();
    await script(url, { 'default:consent/set': { status: 0 } });
    const before = (await sets(url)).length;

    // Reload (replay waits 2 s), then Reject at once.
    const { manager } = await startManager({ backendURL: url }, { localStorage: storage });
    await manager.saveConsents('necessary');
    const sent = (await sets(url)).slice(before);
    expect(sent.map((request) => request.body.metadata.acceptanceMethod)).to.deep.equal(['all', 'necessary']);
    expect(Date.parse(sent[0]!.body.metadata.clientTime)).to.be.below(Date.parse(sent[1]!.body.metadata.clientTime));
    expect(storage.getItem(PENDING_KEY)).to.equal(null);
    await sleep(2300); // past the replay's start: nothing is sent twice
    expect((await sets(url)).length).to.equal(before + 2);
    expect((await receipts(subjectOf(storage))).map((receipt) => receipt.method)).to.deep.equal(['necessary', 'all']);
  });

  it('records a decision once when the answer is lost: the retry repeats its submissionId', async () => {
    const url = backend();
    const errors: string[] = [];
    const { manager, storage } = await startManager({ backendURL: url, callbacks: errorsOf(errors) });
    await manager.saveConsents('necessary'); // the subject exists: both copies would land on it
    await script(url, { 'consent/set': [{ lose: true }] });
    await manager.saveConsents('all');
    const sent = (await sets(url)).slice(1);
    expect(sent).to.have.length(2);
    expect(sent[0]!.body.metadata.submissionId).to.be.a('string').and.not.equal('');
    expect(sent[1]!.body.metadata.submissionId).to.equal(sent[0]!.body.metadata.submissionId);
    expect(sent[1]!.headers['x-request-id']).to.not.equal(sent[0]!.headers['x-request-id']);
    expect(errors).to.deep.equal([]);
    expect((await receipts(subjectOf(storage))).map((receipt) => receipt.method)).to.deep.equal(['all', 'necessary']);
  });

  it('a hanging banner request falls back to offline within requestTimeoutMs', async () => {
    const url = backend();
    await script(url, { 'show-consent-banner': [{ delayMs: 6000 }] });
    const errors: string[] = [];
    const started = Date.now();
    const { manager } = await startManager({ backendURL: url, requestTimeoutMs: 400, callbacks: errorsOf(errors) });
    // requestTimeoutMs, with room for a loaded machine; far below the backend's 6 s.
    expect(Date.now() - started).to.be.below(3000);
    expect(manager.getState()).to.include({ showPopup: true, isReady: true, hasFetchedBanner: false });
    expect(errors).to.deep.equal(['NETWORK_ERROR']);
    expect(
      ((await (await fetch(`${url}/__requests`)).json()) as Sent[]).filter((r) => r.path === 'show-consent-banner'),
    ).to.have.length(1);
  });

  it('a hanging save times out, is retried with the same submissionId and recorded once', async () => {
    const url = backend();
    await script(url, { 'consent/set': [{ delayMs: 3500 }] });
    const { manager, storage } = await startManager({ backendURL: url, requestTimeoutMs: 300 });
    const started = Date.now();
    await manager.saveConsents('necessary');
    // Timed out and retried (about 400 ms), with room for a loaded machine; not waiting for the hung request.
    expect(Date.now() - started).to.be.below(3000);
    // The hung request reaches the backend late (3.5 s after the save began): deduplicated by its submissionId.
    await sleep(started + 4000 - Date.now());
    const sent = await sets(url);
    expect(sent).to.have.length(2);
    expect(new Set(sent.map((request) => request.body.metadata.submissionId)).size).to.equal(1);
    expect(await receipts(subjectOf(storage))).to.have.length(1);
  });

  it('two tabs replaying one queue, one deciding meanwhile: each decision once, in order', async () => {
    const url = backend();
    const storage = new MemoryStorage();
    await script(url, { 'default:consent/set': { status: 503 } });
    const down = await startManager({ backendURL: url }, { localStorage: storage, sleep: async () => {} });
    await down.manager.saveConsents('all');
    await down.manager.saveConsents('necessary');
    down.manager.destroy();
    await script(url, { 'default:consent/set': { status: 0 } });
    const before = (await sets(url)).length;

    const [, second] = await Promise.all(
      [1, 2].map(() =>
        startManager({ backendURL: url, consentCategories: ['measurement'] }, { localStorage: storage }),
      ),
    );
    second!.manager.setSelectedConsent('measurement', true);
    await second!.manager.saveConsents('custom');
    expect(storage.getItem(PENDING_KEY)).to.equal(null);
    await sleep(2300); // both tabs' replays have started by now: nothing is sent twice
    const sent = (await sets(url)).slice(before);
    expect(sent.map((request) => request.body.metadata.acceptanceMethod)).to.deep.equal(['all', 'necessary', 'custom']);
    expect((await receipts(subjectOf(storage))).map((receipt) => receipt.method)).to.deep.equal([
      'custom',
      'necessary',
      'all',
    ]);
  });
});
