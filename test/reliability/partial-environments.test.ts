import { expect } from '@open-wc/testing';
import { installEarlyBlocker } from '../../src/blockers/early-blocker';
import { injectPreUpgradeStyle } from '../../src/drop-in/pre-upgrade-style';
import type { ConsentManager } from '../../src/core/consent-manager';
import { managedScriptsAfterConsentMode } from '../../src/gating/google-tags';
import { privacyChoices } from '../../src/gating/privacy-choices';
import { vendorSignals } from '../../src/gating/vendor-signals';
import { watchElements } from '../../src/gating/watch-elements';
import { startManager } from '../helpers/manager';
import { readJsonConfig } from '../../src/page/singleton';
import { addSheet, adoptSheets } from '../../src/ui/adopt-sheets';
import { schemeNow, subscribeToScheme } from '../../src/ui/color-scheme';
import { lazySheet } from '../../src/ui/lazy-sheet';

// Found running c15t 1.7's own tests against our build (Node with a stand-in window/document, and jsdom): the
// core must not fail, nor report errors, where the page lacks what a full browser has.

/** Replaces `object[key]` by `value` until the returned function is called. */
function without(object: object, key: string, value: unknown = undefined): () => void {
  const own = Object.getOwnPropertyDescriptor(object, key);
  Object.defineProperty(object, key, { value, configurable: true, writable: true });
  return () => (own ? Object.defineProperty(object, key, own) : delete (object as Record<string, unknown>)[key]);
}

const hooks = { quiet: () => true, load: async () => undefined };

/** The promise rejections nothing handled while `run` ran (kept from reaching the test runner). */
async function unhandledRejections(run: () => Promise<void>): Promise<unknown[]> {
  const rejections: unknown[] = [];
  const onRejection = (event: PromiseRejectionEvent) => {
    rejections.push(event.reason);
    event.preventDefault();
  };
  window.addEventListener('unhandledrejection', onRejection);
  try {
    await run();
  } finally {
    window.removeEventListener('unhandledrejection', onRejection);
  }
  return rejections;
}

describe('partial environments (jsdom, Node stand-ins, embedded views)', () => {
  it('the request blocker patches only what a stand-in window has, and adds nothing', () => {
    const send = () => {};
    const bare = { XMLHttpRequest: class {} } as unknown as Window & typeof globalThis;
    const uninstall = installEarlyBlocker(bare, hooks);
    expect('fetch' in bare).to.equal(false);
    uninstall();
    const fetch = async () => new Response();
    const partial = { fetch, XMLHttpRequest: class {}, navigator: {} } as unknown as Window & typeof globalThis;
    (partial.XMLHttpRequest.prototype as unknown as { send: unknown }).send = send;
    const undo = installEarlyBlocker(partial, hooks);
    expect(partial.fetch).not.to.equal(fetch);
    expect('open' in partial.XMLHttpRequest.prototype).to.equal(false);
    expect('sendBeacon' in partial.navigator).to.equal(false);
    undo();
    expect(partial.fetch).to.equal(fetch);
    expect((partial.XMLHttpRequest.prototype as unknown as { send: unknown }).send).to.equal(send);
  });

  it('the DOM gates do not watch a stand-in document', () => {
    const visited: Element[] = [];
    const standIn = { addEventListener() {}, dispatchEvent() {} } as unknown as Document;
    const stop = watchElements(standIn, 'iframe', ['data-category'], (element) => visited.push(element));
    stop();
    expect(visited).to.deep.equal([]);
  });

  it('no JSON config is read from a document without getElementById', () => {
    expect(readJsonConfig({ createElement() {} } as unknown as Document)).to.deep.equal({});
  });

  it("colorScheme 'system' without matchMedia reads as light, and watching it does not throw", () => {
    const restore = without(window, 'matchMedia');
    try {
      expect(schemeNow('system')).to.equal('light');
      subscribeToScheme(() => {})();
    } finally {
      restore();
    }
  });

  it('without constructable sheets, the views get the same CSS in <style> elements', () => {
    const restore = without(CSSStyleSheet.prototype, 'replaceSync');
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    root.append(document.createElement('p'));
    try {
      const view = lazySheet('.view{color:red}');
      adoptSheets(root, [view], false);
      adoptSheets(root, [view], false); // again (an option changed): replaced, not doubled
      const styles = () => [...root.querySelectorAll('style[data-consent-sheet]')].map((s) => s.textContent);
      expect(styles()).to.have.length(3);
      expect(styles()[2]).to.equal('.view{color:red}');
      expect(root.lastElementChild!.localName).to.equal('p');
      const table = lazySheet('.table{}');
      addSheet(root, table);
      addSheet(root, table);
      expect(styles()).to.have.length(4);
      adoptSheets(root, [view], true); // no-style: the functional rules alone
      expect(styles()).to.have.length(1);
      injectPreUpgradeStyle(document.implementation.createHTMLDocument(''));
    } finally {
      restore();
    }
  });

  it('managed scripts that fail to start (they start after the manager) are reported, never an unhandled rejection', async () => {
    const errors: string[] = [];
    const rejections = await unhandledRejections(async () => {
      // An attribute name the DOM refuses (setAttribute throws): the options allow any string.
      const script = { id: 'bad-attribute', src: '/x.js', category: 'necessary' as const, attributes: { 'a b': '1' } };
      await startManager({ scripts: [script], callbacks: { onError: (error) => errors.push(error.code) } }, {}, [
        managedScriptsAfterConsentMode,
      ]);
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(rejections).to.deep.equal([]);
    expect(errors).to.include('CONFIG_ERROR');
  });

  it('the features that start once their code has loaded report a failure to start, never reject', async () => {
    const reported: string[] = [];
    const broken = () => {
      throw new Error('broken manager');
    };
    const manager = {
      config: {
        policies: [{ id: 'p', model: 'opt-in' }],
        consentSignals: [{ vendor: 'matomo', categories: ['measurement'] }],
      },
      getState: broken,
      subscribe: broken,
      has: () => false,
      reportError: (detail: { message: string }) => reported.push(detail.message),
      loadTranslations: async () => {},
    } as unknown as ConsentManager;
    const rejections = await unhandledRejections(async () => {
      const stops = [privacyChoices(manager), vendorSignals(manager)];
      await new Promise((resolve) => setTimeout(resolve, 200));
      stops.forEach((stop) => stop());
    });
    expect(rejections).to.deep.equal([]);
    expect(reported).to.include.members(['Failed to load the privacy links', 'Failed to load vendor consent signals']);
  });
});
