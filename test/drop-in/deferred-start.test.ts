import { expect, waitUntil } from '@open-wc/testing';
import { STORED_RECORD } from './page';

// A deferred drop-in leaves a returning visit's start-up to the task after the parser's (src/drop-in/start-plan.ts).
// What a page can see must not change: these pages ask from DOMContentLoaded, which Chromium fires in the parser's
// task, after our script and before that next task (Firefox fires it from a task of its own, maybe after our start).
type Win = Window & { ConsentElements?: any; __log: string[]; __seen?: any };

const frames: HTMLIFrameElement[] = [];
afterEach(() => {
  for (const frame of frames.splice(0)) frame.remove();
  localStorage.clear();
  document.cookie = 'consent-elements=; path=/; max-age=0';
});

/** A page whose drop-in is `defer`red; `onParsed` runs in a DOMContentLoaded listener registered before it. */
async function deferredPage(config: unknown, onParsed: string, body = ''): Promise<Win> {
  const frame = document.createElement('iframe');
  const json = `<script type="application/json" id="consent-config">${JSON.stringify(config)}</script>`;
  const listen =
    '<script>window.__log = [];' +
    'document.addEventListener("consent-error", (e) => __log.push("error " + e.detail.code));' +
    `document.addEventListener("DOMContentLoaded", () => { ${onParsed} });</script>`;
  frame.srcdoc = `<!doctype html><html lang="en"><head><title>t</title>${json}${listen}<script defer src="/dist/consent-elements.js"></script></head><body>${body}</body></html>`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  frames.push(frame);
  await loaded;
  return frame.contentWindow as Win;
}

const KEY = 'privacy-consent-storage';
const MANAGED = {
  consentCategories: ['measurement', 'marketing'],
  scripts: [{ id: 'stats', category: 'measurement', textContent: '__log.push("stats ran")' }],
};

describe('a deferred drop-in on a returning visit', () => {
  beforeEach(() => localStorage.setItem(KEY, STORED_RECORD));

  it('answers from DOMContentLoaded with the stored decision, and starts one manager that runs each script once', async () => {
    const win = await deferredPage(
      MANAGED,
      'const state = ConsentElements.getConsentManager().getState();' +
        '__log.push("parsed " + state.consents.measurement + " " + state.consentInfo.type);',
    );
    await waitUntil(() => win.__log.includes('stats ran'), 'the managed script did not run', { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect([...win.__log].sort()).to.deep.equal(['parsed true all', 'stats ran']);
    expect(win.document.querySelectorAll('head > script:not([src]):not([type])')).to.have.length(2); // ours + 1
    expect(win.ConsentElements.getConsentManager().getState().isReady).to.equal(true);
  });

  it('applies options that configure() gives from DOMContentLoaded, before or after its start', async () => {
    const win = await deferredPage(
      MANAGED,
      'ConsentElements.configure({ scripts: [{ id: "ads", category: "marketing", textContent: "__log.push(\'ads ran\')" }] });',
    );
    await waitUntil(() => win.__log.includes('ads ran'), 'the configured script did not run', { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Chromium: created with the options (only ads); Firefox may start first with the JSON config's, then add ads.
    expect(win.__log.filter((line) => line === 'ads ran')).to.have.length(1);
    expect(win.__log.filter((line) => line === 'stats ran').length).to.be.at.most(1);
  });

  it('has the request blocker in place for DOMContentLoaded when the options turn it on', async () => {
    const refused = { consents: { necessary: true }, consentInfo: { time: Date.now(), type: 'necessary' } };
    localStorage.setItem(KEY, JSON.stringify(refused));
    const win = await deferredPage(
      { consentCategories: ['measurement', 'marketing'] },
      'document.addEventListener("ConsentBlockedRequest", (e) => __log.push("blocked " + e.detail.url));' +
        'fetch("https://www.google-analytics.com/collect").catch(() => __log.push("refused"));',
    );
    await waitUntil(() => win.__log.includes('refused'), 'the tracking request was not refused', { timeout: 3000 });
    expect(win.__log[0]).to.match(/^blocked https:\/\/www\.google-analytics\.com\/collect/);
  });

  it("has GPP's stub in place for DOMContentLoaded with the gpp option", async () => {
    const win = await deferredPage(
      { consentCategories: ['measurement', 'marketing'], gpp: { cmpId: 123 } },
      'window.__seen = typeof window.__gpp;',
    );
    await waitUntil(() => win.__seen, 'DOMContentLoaded did not run', { timeout: 3000 });
    expect(win.__seen).to.equal('function');
  });

  it('reports a config that does not check once', async () => {
    const win = await deferredPage({ consentCategories: ['nope'] }, '');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(win.__log).to.deep.equal(['error CONFIG_ERROR']);
  });
});
