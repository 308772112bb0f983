import { expect } from '@open-wc/testing';
import { PENDING_KEY } from '../../src/client/pending-queue';
import { backendRequests, mockBackendURL, scriptBackend } from '../helpers/environment';
import { startManager } from '../helpers/manager';

// Issue 22 items 10, 11 and 14: what the backend (or the page's fetch) does cannot stretch or swell a request.
type Post = { path: string; body: { metadata: { submissionId: string; acceptanceMethod: string } } };
const sets = async (url: string) =>
  ((await backendRequests(url)) as unknown as Post[]).filter((r) => r.path === 'consent/set');
const errorsOf = (errors: string[]) => ({ onError: (error: { code: string }) => errors.push(error.code) });

describe('a slow backend, a page fetch that ignores the deadline, a huge answer', function () {
  this.timeout(20000);

  it('a backend just slower than the timeout: retries wait longer, every decision is acknowledged once, in order', async () => {
    const url = mockBackendURL();
    await scriptBackend(url, { 'default:consent/set': { status: 200, body: { success: true }, delayMs: 330 } });
    const errors: string[] = [];
    const { manager, storage } = await startManager({
      backendURL: url,
      requestTimeoutMs: 300,
      callbacks: errorsOf(errors),
    });
    const saves = [manager.saveConsents('all'), manager.saveConsents('necessary'), manager.saveConsents('all')];
    await Promise.all(saves);
    expect(errors).to.deep.equal([]);
    expect(storage.getItem(PENDING_KEY)).to.equal(null);
    const sent = await sets(url);
    const ids = [...new Set(sent.map((post) => post.body.metadata.submissionId))];
    expect(ids).to.have.length(3);
    expect(
      ids.map((id) => sent.find((post) => post.body.metadata.submissionId === id)!.body.metadata.acceptanceMethod),
    ).to.deep.equal(['all', 'necessary', 'all']);
    // The first decision timed out once (the backend still got it); the later ones start with the longer timeout.
    expect(sent).to.have.length(4);
  });

  it('a page fetch that drops the abort signal: the banner falls back within requestTimeoutMs', async () => {
    const url = mockBackendURL();
    await scriptBackend(url, { 'show-consent-banner': [{ delayMs: 6000 }] });
    const errors: string[] = [];
    const dropsSignal: typeof fetch = (input, init) => fetch(input, { ...init, signal: undefined });
    const started = Date.now();
    const { manager } = await startManager(
      { backendURL: url, requestTimeoutMs: 400, callbacks: errorsOf(errors) },
      { fetch: dropsSignal },
    );
    // requestTimeoutMs (400 ms), with room for a loaded machine; far below the backend's 6 s.
    expect(Date.now() - started).to.be.below(3000);
    expect(manager.getState()).to.include({ showPopup: true, isReady: true, hasFetchedBanner: false });
    expect(errors).to.deep.equal(['NETWORK_ERROR']);
  });

  it('a page fetch that never settles: the banner falls back and saveConsents resolves, reported', async () => {
    const errors: string[] = [];
    const never: typeof fetch = () => new Promise(() => {});
    const started = Date.now();
    const { manager } = await Promise.race([
      startManager(
        { backendURL: mockBackendURL(), requestTimeoutMs: 100, callbacks: errorsOf(errors) },
        { fetch: never },
      ),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('never ready')), 5000)),
    ]);
    expect(Date.now() - started).to.be.below(3000); // requestTimeoutMs (100 ms), with room for a loaded machine
    expect(manager.getState()).to.include({ showPopup: true, isReady: true });
    const saved = manager.saveConsents('all');
    const outcome = await Promise.race([
      saved.then(() => 'resolved'),
      new Promise((resolve) => setTimeout(resolve, 6000, 'hung')),
    ]);
    expect(outcome).to.equal('resolved');
    expect(errors).to.deep.equal(['NETWORK_ERROR', 'MAX_RETRIES_EXCEEDED']);
    expect(manager.getState().consentInfo?.type).to.equal('all');
  });

  it('a banner answer of megabytes is not read: offline fallback, PARSE_ERROR', async () => {
    const url = mockBackendURL();
    const huge = { showConsentBanner: false, jurisdiction: { code: 'NONE', message: 'x'.repeat(2 * 1024 * 1024) } };
    await scriptBackend(url, { 'show-consent-banner': [{ status: 200, raw: JSON.stringify(huge) }] });
    const errors: string[] = [];
    const { manager } = await startManager({ backendURL: url, callbacks: errorsOf(errors) });
    expect(errors).to.deep.equal(['PARSE_ERROR']);
    expect(manager.getState()).to.include({ showPopup: true, hasFetchedBanner: false });
  });

  it('an endless banner answer (no length given) is cut off at the cap and cancelled', async () => {
    let pulled = 0;
    let cancelled = false;
    const endless: typeof fetch = async () =>
      new Response(
        new ReadableStream({
          pull(controller) {
            pulled++;
            controller.enqueue(new TextEncoder().encode(`{"pad":"${'y'.repeat(16 * 1024)}`));
          },
          cancel() {
            cancelled = true;
          },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    const errors: string[] = [];
    const started = Date.now();
    const { manager } = await startManager(
      { backendURL: mockBackendURL(), requestTimeoutMs: 8000, callbacks: errorsOf(errors) },
      { fetch: endless },
    );
    expect(Date.now() - started).to.be.below(3000); // cut off at the cap, long before requestTimeoutMs
    expect(errors).to.deep.equal(['PARSE_ERROR']);
    expect(manager.getState()).to.include({ showPopup: true, hasFetchedBanner: false });
    expect(cancelled).to.equal(true);
    expect(pulled).to.be.below(10);
  });
});
