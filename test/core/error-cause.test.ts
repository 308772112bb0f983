import { expect } from '@open-wc/testing';
import { mockBackendURL, scriptBackend } from '../helpers/environment';
import { startManager } from '../helpers/manager';

/** consent-error events and onError arguments, as a page sees them. */
function errorsOf() {
  const target = new EventTarget();
  const events: unknown[] = [];
  target.addEventListener('consent-error', (event) => events.push((event as CustomEvent).detail));
  const callbacks: unknown[] = [];
  return { target: target as Document, events, callbacks, onError: (info: unknown) => callbacks.push(info) };
}

describe('error reports keep the cause (issue 22 item 6)', () => {
  it("a throwing custom handler: the spec's message, and the handler's own in `cause`", async () => {
    const errors = errorsOf();
    await startManager(
      {
        mode: 'custom',
        callbacks: { onError: errors.onError },
        endpointHandlers: {
          showConsentBanner: () => {
            throw new Error('geo service is down');
          },
          setConsent: () => null,
          verifyConsent: () => null,
        },
      },
      { document: errors.target },
    );
    const message = 'Failed to fetch consent banner info';
    expect(errors.events).to.deep.equal([{ code: 'HANDLER_ERROR', message, cause: 'geo service is down' }]);
    expect(errors.callbacks).to.deep.equal([{ error: message, code: 'HANDLER_ERROR', cause: 'geo service is down' }]);
  });

  it("a handler answering c15t's { ok: false, error }: its message is the cause", async () => {
    const errors = errorsOf();
    const { manager } = await startManager(
      {
        mode: 'custom',
        callbacks: { onError: errors.onError },
        endpointHandlers: {
          showConsentBanner: () => ({
            showConsentBanner: true,
            jurisdiction: { code: 'GDPR', message: '' },
            location: { countryCode: 'DE', regionCode: null },
          }),
          setConsent: () => ({ data: null, ok: false, error: { message: 'subject store is read-only', status: 503 } }),
          verifyConsent: () => null,
        },
      },
      { document: errors.target, sleep: async () => {} },
    );
    await manager.saveConsents('all');
    expect(errors.events).to.deep.equal([
      { code: 'HANDLER_ERROR', message: 'Failed to save consents', cause: 'subject store is read-only' },
    ]);
  });

  it("the backend's error answer: its JSON message is the cause, for the banner and for a save", async () => {
    const url = mockBackendURL();
    const body = { code: 'INTERNAL_SERVER_ERROR', message: 'relation "subject" does not exist' };
    await scriptBackend(url, {
      'default:show-consent-banner': { status: 500, body },
      'default:consent/set': { status: 500, body },
    });
    const errors = errorsOf();
    const { manager } = await startManager(
      { backendURL: url, callbacks: { onError: errors.onError } },
      { document: errors.target, sleep: async () => {} },
    );
    await manager.saveConsents('all');
    expect(errors.events).to.deep.equal([
      { code: 'MAX_RETRIES_EXCEEDED', message: 'Failed to fetch consent banner info', cause: body.message },
      { code: 'MAX_RETRIES_EXCEEDED', message: 'Failed to save consents', cause: body.message },
    ]);
    expect((errors.callbacks[1] as { cause: string }).cause).to.equal(body.message);
  });

  it('no cause beyond our own text: no `cause` field (a 404, an empty error answer)', async () => {
    const url = mockBackendURL();
    await scriptBackend(url, {
      'default:show-consent-banner': { status: 404 },
      'default:consent/set': { status: 503 },
    });
    const errors = errorsOf();
    const { manager } = await startManager({ backendURL: url }, { document: errors.target, sleep: async () => {} });
    await manager.saveConsents('all');
    expect(errors.events.map((detail) => Object.keys(detail as object))).to.deep.equal([
      ['code', 'message'],
      ['code', 'message'],
    ]);
  });
});
