import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import type { CategoryName } from '../../src/core/types';
import { createHostMatcher } from '../../src/blockers/host-rules';
import { installRequestBlocker, type RequestBlockerOptions } from '../../src/blockers/request-blocker';

// Tracking URLs never leave the browser: every test that uses one replaces the transport with a
// sinon stub *before* installing the blocker, so a bug would hit the stub, not the internet.
const GA = 'https://www.google-analytics.com/g/collect?v=2';
const PIXEL = 'https://connect.facebook.net/en_US/fbevents.js';
const ns = `blocker-${Math.random().toString(36).slice(2)}`;
const LOOPBACK = `/mock-api/${ns}/consent/set`;

const matcher = createHostMatcher();

// The test page's loopback server under its other name (localhost vs 127.0.0.1): a "third-party"
// host that is safe to block, and where a leak would show up in the mock backend's request log.
const otherLoopbackHost = location.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
const otherLoopbackMatcher = () => createHostMatcher({ domainMap: { [otherLoopbackHost]: 'marketing' } });
const otherLoopbackUrl = (endpoint: string) =>
  `${location.protocol}//${otherLoopbackHost}:${location.port}/mock-api/${ns}/${endpoint}`;
const blockedMessage = (url: string) => `Request to ${url} blocked due to missing consent`;

let disposers: Array<() => void> = [];
function install(options: Partial<RequestBlockerOptions> = {}): () => void {
  const dispose = installRequestBlocker({ matcher, isGranted: () => false, ...options });
  disposers.push(dispose);
  return dispose;
}

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the promise to reject');
}

/** Records the XHR events we care about and resolves on loadend. */
function watchXhr(xhr: XMLHttpRequest): { events: string[]; loadend: Promise<void> } {
  const events: string[] = [];
  for (const type of ['loadstart', 'readystatechange', 'load', 'error', 'abort', 'loadend']) {
    xhr.addEventListener(type, () =>
      events.push(type === 'readystatechange' ? `readystatechange:${xhr.readyState}` : type),
    );
  }
  return { events, loadend: new Promise((resolve) => xhr.addEventListener('loadend', () => resolve())) };
}

describe('installRequestBlocker', () => {
  let warn: sinon.SinonStub;

  beforeEach(() => {
    warn = sinon.stub(console, 'warn');
  });

  afterEach(() => {
    for (const dispose of disposers.reverse()) dispose();
    disposers = [];
    sinon.restore();
  });

  it('does nothing at import time', () => {
    expect(Function.prototype.toString.call(window.fetch)).to.contain('[native code]');
    expect(Function.prototype.toString.call(XMLHttpRequest.prototype.send)).to.contain('[native code]');
  });

  describe('fetch', () => {
    it('rejects a request to a tracking host without consent, like a network failure', async () => {
      const transport = sinon.stub(window, 'fetch').resolves(new Response('{}'));
      install();
      for (const input of [GA, new URL(GA), new Request(GA)]) {
        const error = await rejection(fetch(input));
        expect(error).to.be.instanceOf(TypeError);
        expect(error.message).to.equal(blockedMessage(GA));
      }
      expect(transport.called).to.equal(false);
    });

    it('lets a granted tracking request through with the same arguments and this', async () => {
      const response = new Response('{}');
      const transport = sinon.stub(window, 'fetch').resolves(response);
      const isGranted = sinon.spy((category: CategoryName) => category === 'measurement');
      install({ isGranted });
      const init = { method: 'POST', body: 'x' };
      expect(await window.fetch(GA, init)).to.equal(response);
      expect(transport.calledOnce).to.equal(true);
      expect(transport.firstCall.args).to.deep.equal([GA, init]);
      expect(transport.firstCall.args[1]).to.equal(init);
      expect(transport.firstCall.thisValue).to.equal(window);
      expect(isGranted.calledOnceWith('measurement')).to.equal(true);
      // marketing is still denied
      await rejection(fetch(PIXEL));
      expect(transport.calledOnce).to.equal(true);
    });

    it('asks for consent at call time', async () => {
      const transport = sinon.stub(window, 'fetch').resolves(new Response('{}'));
      let granted = false;
      install({ isGranted: () => granted });
      await rejection(fetch(GA));
      granted = true;
      await fetch(GA);
      granted = false;
      await rejection(fetch(GA));
      expect(transport.callCount).to.equal(1);
    });

    it('passes unknown hosts and non-http URLs to the original', async () => {
      const transport = sinon.stub(window, 'fetch').resolves(new Response('{}'));
      install();
      await fetch('https://api.example.net/v1/items');
      await fetch('data:text/plain,hello');
      expect(transport.callCount).to.equal(2);
    });

    it('lets real first-party requests reach the server', async () => {
      install();
      const relative = await fetch(LOOPBACK, { method: 'POST', body: '{}' });
      expect(relative.status).to.equal(200);
      expect(await relative.json()).to.deep.equal({ success: true });
      const absolute = await fetch(new URL(LOOPBACK, location.href).href, { method: 'POST', body: '{}' });
      expect(absolute.status).to.equal(200);
    });
  });

  describe('XMLHttpRequest', () => {
    it('fails send() like a network error and sends nothing', async () => {
      const transport = sinon.stub(XMLHttpRequest.prototype, 'send');
      install();
      const xhr = new XMLHttpRequest();
      const onerror = sinon.spy();
      xhr.onerror = onerror;
      const { events, loadend } = watchXhr(xhr);
      xhr.open('POST', GA);
      expect(xhr.readyState).to.equal(XMLHttpRequest.OPENED);
      xhr.send('payload');
      expect(onerror.called, 'error is asynchronous').to.equal(false);
      await loadend;
      expect(transport.called).to.equal(false);
      expect(xhr.readyState).to.equal(XMLHttpRequest.DONE);
      expect(xhr.status).to.equal(0);
      expect(onerror.calledOnce).to.equal(true);
      expect(events).to.deep.equal(['readystatechange:1', 'loadstart', 'readystatechange:4', 'error', 'loadend']);
      expect(() => xhr.send())
        .to.throw(DOMException)
        .with.property('name', 'InvalidStateError');
    });

    it('throws a NetworkError from a synchronous send()', () => {
      const transport = sinon.stub(XMLHttpRequest.prototype, 'send');
      install();
      const xhr = new XMLHttpRequest();
      xhr.open('GET', PIXEL, false);
      expect(() => xhr.send())
        .to.throw(DOMException)
        .with.property('name', 'NetworkError');
      expect(xhr.readyState).to.equal(XMLHttpRequest.DONE);
      expect(transport.called).to.equal(false);
    });

    it('lets a granted tracking request through with the same arguments and this', () => {
      const transport = sinon.stub(XMLHttpRequest.prototype, 'send');
      let granted = false;
      install({ isGranted: () => granted });
      const xhr = new XMLHttpRequest();
      xhr.open('POST', GA);
      granted = true; // decided at send(), not at open()
      xhr.send('payload');
      expect(transport.calledOnce).to.equal(true);
      expect(transport.firstCall.thisValue).to.equal(xhr);
      expect(transport.firstCall.args).to.deep.equal(['payload']);
    });

    it('lets real first-party requests reach the server, also after a refused one on the same object', async () => {
      install({ matcher: otherLoopbackMatcher() });
      const xhr = new XMLHttpRequest();
      const run = (url: string) => {
        xhr.open('POST', url);
        const watched = watchXhr(xhr);
        xhr.send('{}');
        return watched.loadend;
      };
      await run(LOOPBACK);
      expect(xhr.status).to.equal(200);
      expect(JSON.parse(xhr.responseText)).to.deep.equal({ success: true });
      await run(otherLoopbackUrl('xhr-refused'));
      expect(xhr.status).to.equal(0);
      await run(LOOPBACK);
      expect(xhr.readyState).to.equal(XMLHttpRequest.DONE);
      expect(xhr.status).to.equal(200);
    });
  });

  describe('navigator.sendBeacon', () => {
    it('returns false without consent and forwards when granted', () => {
      const transport = sinon.stub(navigator, 'sendBeacon').returns(true);
      let granted = false;
      install({ isGranted: () => granted });
      expect(navigator.sendBeacon(GA, 'data')).to.equal(false);
      expect(transport.called).to.equal(false);
      granted = true;
      expect(navigator.sendBeacon(GA, 'data')).to.equal(true);
      expect(transport.calledOnce).to.equal(true);
      expect(transport.firstCall.args).to.deep.equal([GA, 'data']);
      expect(transport.firstCall.thisValue).to.equal(navigator);
    });

    it('sends first-party beacons for real', () => {
      install();
      expect(navigator.sendBeacon(LOOPBACK, '{}')).to.equal(true);
    });
  });

  describe('refused requests', () => {
    it('never reach the server, whatever the transport', async () => {
      install({ matcher: otherLoopbackMatcher() });
      await rejection(fetch(otherLoopbackUrl('fetch-refused'), { method: 'POST', body: '{}' }));
      const xhr = new XMLHttpRequest();
      xhr.open('POST', otherLoopbackUrl('xhr-refused'));
      const { loadend } = watchXhr(xhr);
      xhr.send('{}');
      await loadend;
      expect(navigator.sendBeacon(otherLoopbackUrl('beacon-refused'), '{}')).to.equal(false);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const log = (await (await fetch(`/mock-api/${ns}/__requests`)).json()) as Array<{ path: string }>;
      expect(log.map((request) => request.path).filter((path) => path.endsWith('-refused'))).to.deep.equal([]);
    });
  });

  describe('reporting', () => {
    it('dispatches ConsentBlockedRequest that reaches window listeners, and calls onBlocked', async () => {
      sinon.stub(window, 'fetch').resolves(new Response('{}'));
      const onBlocked = sinon.spy();
      install({ onBlocked });
      const seen: Array<{ url: string; bubbles: boolean }> = [];
      const listener = (event: CustomEvent<{ url: string }>) =>
        seen.push({ url: event.detail.url, bubbles: event.bubbles });
      window.addEventListener('ConsentBlockedRequest', listener);
      try {
        await rejection(fetch(GA));
        navigator.sendBeacon(PIXEL);
      } finally {
        window.removeEventListener('ConsentBlockedRequest', listener);
      }
      expect(seen).to.deep.equal([
        { url: GA, bubbles: true },
        { url: PIXEL, bubbles: true },
      ]);
      expect(onBlocked.args).to.deep.equal([
        [GA, 'measurement'],
        [PIXEL, 'marketing'],
      ]);
    });

    it('reports the absolute URL of a relative request', async () => {
      sinon.stub(window, 'fetch').resolves(new Response('{}'));
      const onBlocked = sinon.spy();
      install({ matcher: createHostMatcher({ domainMap: { 'ads.example.test': 'marketing' } }), onBlocked });
      await rejection(fetch('//ads.example.test/pixel?id=1'));
      expect(onBlocked.firstCall.args[0]).to.equal(`${location.protocol}//ads.example.test/pixel?id=1`);
    });

    it('warns once per distinct URL per installation', async () => {
      sinon.stub(window, 'fetch').resolves(new Response('{}'));
      sinon.stub(XMLHttpRequest.prototype, 'send');
      const dispose = install();
      await rejection(fetch(GA));
      await rejection(fetch(GA));
      const xhr = new XMLHttpRequest();
      xhr.open('GET', GA);
      xhr.send();
      navigator.sendBeacon(PIXEL);
      expect(warn.args).to.deep.equal([[blockedMessage(GA)], [blockedMessage(PIXEL)]]);

      dispose();
      install();
      await rejection(fetch(GA));
      expect(warn.callCount).to.equal(3);
    });
  });

  describe('lifecycle', () => {
    it('restores the exact original functions', () => {
      const originals = {
        fetch: window.fetch,
        open: XMLHttpRequest.prototype.open,
        send: XMLHttpRequest.prototype.send,
        sendBeacon: navigator.sendBeacon,
        fetchDescriptor: Object.getOwnPropertyDescriptor(window, 'fetch'),
      };
      const dispose = install();
      expect(window.fetch).to.not.equal(originals.fetch);
      expect(XMLHttpRequest.prototype.open).to.not.equal(originals.open);
      expect(XMLHttpRequest.prototype.send).to.not.equal(originals.send);
      expect(navigator.sendBeacon).to.not.equal(originals.sendBeacon);
      expect(window.fetch.length).to.equal(originals.fetch.length);
      dispose();
      dispose(); // a second call is harmless
      expect(window.fetch).to.equal(originals.fetch);
      expect(XMLHttpRequest.prototype.open).to.equal(originals.open);
      expect(XMLHttpRequest.prototype.send).to.equal(originals.send);
      expect(navigator.sendBeacon).to.equal(originals.sendBeacon);
      expect(Object.getOwnPropertyDescriptor(navigator, 'sendBeacon')).to.equal(undefined);
      expect(Object.getOwnPropertyDescriptor(window, 'fetch')).to.deep.equal(originals.fetchDescriptor);
    });

    it('a second installation wraps the first: both must let a request through; disposing both restores', async () => {
      const transport = sinon.stub(window, 'fetch').resolves(new Response('{}'));
      const first = install({ isGranted: () => true });
      const wrapped = window.fetch;
      const second = install({ isGranted: () => false });
      await rejection(fetch(GA));
      second();
      expect(window.fetch).to.equal(wrapped);
      await fetch(GA);
      expect(transport.callCount).to.equal(1);
      first();
      expect(window.fetch).to.equal(transport);
    });

    it('stops blocking after uninstall', async () => {
      const transport = sinon.stub(window, 'fetch').resolves(new Response('{}'));
      install()();
      await fetch(GA);
      expect(transport.calledOnce).to.equal(true);
    });
  });
});
