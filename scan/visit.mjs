import { BINDING, instrumentPage } from './instrument.mjs';
import { createRecorder } from './recorder.mjs';
import { ScanError } from './scan-error.mjs';
import { hostOf } from './site.mjs';
import { driveBanner, requireBanner } from './banner.mjs';
import { pageConfigOf, sameOriginLinks, storageKeys } from './page-facts.mjs';

/** @typedef {'none' | 'reject' | 'accept'} Phase */

/**
 * @typedef {object} PhaseResult everything one fresh profile saw
 * @property {Phase} phase
 * @property {string} startUrl where the start page ended up after its redirects (its host is the first party)
 * @property {string[]} pages the pages visited, in order
 * @property {import('playwright-core').Cookie[]} cookies the cookies present at the end
 * @property {{ type: 'localStorage' | 'sessionStorage', name: string, host: string }[]} storage keys present
 * @property {ReturnType<typeof createRecorder>} recorder
 * @property {{ src: string, category: string }[]} managedScripts scripts the page gates by category
 * @property {{ storageKey?: string, cookieName?: string }} ownNames the names the page gives the library's storage
 * @property {string[]} links same-origin pages linked from the start page (phase 'none' only)
 * @property {string[]} warnings
 */

/**
 * Loads `url` and waits until it settles, within the time allowed.
 * @param {import('playwright-core').Page} page
 * @param {string} url
 * @param {{ timeoutMs: number, settleMs: number }} config
 * @returns {Promise<string[]>} the URLs that answered with a redirect on the way, first to last
 */
export async function load(page, url, { timeoutMs, settleMs }) {
  let response;
  try {
    response = await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
  } catch (error) {
    const message = /** @type {Error} */ (error).message;
    if (/** @type {Error} */ (error).name === 'TimeoutError') {
      throw new ScanError(`${url} did not finish loading within ${timeoutMs / 1000} s (its load event never fired).`);
    }
    const reason = /net::ERR_[A-Z_]+/.exec(message)?.[0] ?? message.split('\n')[0];
    throw new ScanError(`${url} could not be loaded: ${reason}`);
  }
  if (response && response.status() >= 400) throw new ScanError(`${url} answered HTTP ${response.status()}.`);
  await settle(page, settleMs);
  const redirects = [];
  for (let request = response?.request().redirectedFrom(); request; request = request.redirectedFrom()) {
    redirects.unshift(request.url());
  }
  return redirects;
}

/**
 * Lets a page finish what it does after loading or after a click: network quiet, then a short grace for timers.
 * @param {import('playwright-core').Page} page
 * @param {number} settleMs
 */
async function settle(page, settleMs) {
  const started = Date.now();
  await page.waitForLoadState('networkidle', { timeout: settleMs }).catch(() => {});
  await page.waitForTimeout(Math.max(250, settleMs - (Date.now() - started)) / 2);
}

/**
 * One fresh profile: the start page, the decision of `phase` through the banner, then the other pages (or the start
 * page again, the visitor's next page view).
 * @param {() => ReturnType<typeof import('./browser.mjs').launchProfile>} launch a fresh profile
 * @param {{ url: string, pages: string[], phase: Phase, pageLimit: number,
 *   config: import('./scan-config.mjs').ScanConfig }} plan
 * @returns {Promise<PhaseResult>}
 */
export async function visitPhase(launch, { url, pages, phase, pageLimit, config }) {
  const profile = await launch();
  const { context } = profile;
  const recorder = createRecorder(hostOf(url));
  /** @type {PhaseResult} */
  const result = {
    phase,
    startUrl: url,
    pages: [],
    cookies: [],
    storage: [],
    recorder,
    managedScripts: [],
    ownNames: {},
    links: [],
    warnings: [],
  };
  const work = (async () => {
    await context.exposeBinding(BINDING, (source, report) => recorder.fromPage(source.frame.url(), report));
    await context.addInitScript(instrumentPage, BINDING);
    context.on('request', (request) => recorder.onRequest(request));
    context.on('response', (response) => recorder.onResponse(response));
    const page = context.pages()[0] ?? (await context.newPage());
    page.setDefaultTimeout(config.timeoutMs);
    await followInitiators(context, page, recorder);
    /** @type {Map<string, PhaseResult['storage'][number]>} */
    const storage = new Map();
    const visit = async (/** @type {string} */ target) => {
      const redirects = await load(page, target, config);
      result.pages.push(redirects.length ? page.url() : target);
      for (const entry of await storageKeys(page)) storage.set(`${entry.type} ${entry.host} ${entry.name}`, entry);
      return redirects;
    };
    recorder.navigatedThrough(await visit(url));
    result.startUrl = result.pages[0];
    recorder.state.pageHost = hostOf(result.startUrl);
    await requireBanner(page, url, config.timeoutMs);
    const { scripts, ...ownNames } = await pageConfigOf(page);
    Object.assign(result, { managedScripts: scripts, ownNames });
    if (phase === 'none') result.links = await sameOriginLinks(page, pageLimit);
    else {
      recorder.state.decided = true;
      await driveBanner(page, url, phase, config.timeoutMs);
      await settle(page, config.settleMs);
      for (const entry of await storageKeys(page)) storage.set(`${entry.type} ${entry.host} ${entry.name}`, entry);
    }
    for (const target of phase === 'none' ? result.links : pages.length ? pages : [url]) {
      try {
        await visit(target);
      } catch (error) {
        if (!(error instanceof ScanError)) throw error;
        result.warnings.push(error.message);
      }
    }
    await recorder.flush();
    result.cookies = await context.cookies();
    result.storage = [...storage.values()];
    return result;
  })();
  // Every step above has its own bound; this one catches whatever might still hang (a page stuck in a dialog).
  const limit = config.timeoutMs * (4 + 2 * Math.max(pages.length, pageLimit)) + 10_000;
  let timer;
  const stop = new Promise((_, reject) => {
    const error = new ScanError(`Visiting ${url} (${phase}) took longer than ${limit / 1000} s.`);
    timer = setTimeout(() => reject(error), limit);
  });
  try {
    return await Promise.race([work, stop]);
  } finally {
    clearTimeout(timer);
    work.catch(() => {});
    await profile.close();
  }
}

/**
 * Chromium's own record of which script asked for each request (Playwright does not expose it).
 * @param {import('playwright-core').BrowserContext} context
 * @param {import('playwright-core').Page} page
 * @param {ReturnType<typeof createRecorder>} recorder
 */
async function followInitiators(context, page, recorder) {
  try {
    const cdp = await context.newCDPSession(page);
    cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
      const frame = initiator.stack?.callFrames.find((call) => /^https?:/.test(call.url));
      recorder.initiator(request.url, frame?.url ?? initiator.url ?? '');
    });
    await cdp.send('Network.enable');
  } catch {
    // Without CDP the requests are still listed, only without the script that made them.
  }
}
