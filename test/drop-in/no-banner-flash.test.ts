import { expect, waitUntil } from '@open-wc/testing';
import { mockBackendURL, scriptBackend, sleep } from '../helpers/environment';
import { dropInPage, shadowPart, type DropInPage } from './page';

/**
 * Issue 22 item 2: the banner waits for the mode's decision. The page's JSON config starts the manager in c15t mode
 * (its backend answers first, "show"), then `configure()` switches to custom mode whose handler fails later: the
 * popup must never have been shown.
 */
const ANSWER = {
  showConsentBanner: true,
  jurisdiction: { code: 'GDPR', message: '' },
  location: { countryCode: 'DE', regionCode: null },
};
const CUSTOM = `{ mode: 'custom', endpointHandlers: {
  showConsentBanner: () => new Promise((resolve, reject) => setTimeout(() => reject(new Error('geo down')), 150)),
  setConsent: () => null, verifyConsent: () => null } }`;
/** Records every showPopup the store holds, and every consent-error, from the script after the drop-in on. */
const RECORD = `window.__popup = []; window.__errors = [];
  document.addEventListener('consent-error', (event) => window.__errors.push(event.detail.code));
  ConsentElements.getConsentManager().subscribe((state) => window.__popup.push(state.showPopup));`;

const popups = (page: DropInPage) => (page.win as unknown as { __popup: boolean[] }).__popup;
const errors = (page: DropInPage) => (page.win as unknown as { __errors: string[] }).__errors;

async function c15tBackend(answer: object) {
  const url = mockBackendURL();
  await scriptBackend(url, { 'default:show-consent-banner': { status: 200, body: answer, delayMs: 20 } });
  return url;
}

/** Every frame until the manager is ready and a little after: the banner must never paint. */
async function neverPainted(page: DropInPage) {
  const banner = page.doc.querySelector('consent-banner')!;
  let painted = false;
  let watching = true;
  const watch = () => {
    if (!watching) return;
    if (shadowPart(banner, 'banner')) painted = true;
    page.win.requestAnimationFrame(watch);
  };
  watch();
  await page.win.ConsentElements.getConsentManager().ready;
  await sleep(400);
  watching = false;
  return painted;
}

describe('no banner before the mode decided (issue 22 item 2)', () => {
  it('configure() to custom right after the script tag: a failing handler means no banner, not a flash', async () => {
    const backendURL = await c15tBackend(ANSWER);
    const page = await dropInPage({
      config: { backendURL },
      body: '<consent-banner></consent-banner>',
      after: `<script>${RECORD} ConsentElements.configure(${CUSTOM});</script>`,
    });
    expect(await neverPainted(page), 'the banner painted').to.equal(false);
    await waitUntil(() => errors(page).includes('HANDLER_ERROR'), 'the handler error was not reported', {
      timeout: 3000,
    });
    expect(popups(page)).to.not.include(true);
    expect(errors(page)).to.deep.equal(['HANDLER_ERROR']);
  });

  it('configure() to custom a moment later (after the c15t request left): the stale answer shows nothing', async () => {
    const backendURL = await c15tBackend(ANSWER);
    const page = await dropInPage({
      config: { backendURL },
      body: '<consent-banner></consent-banner>',
      after: `<script>${RECORD} setTimeout(() => ConsentElements.configure(${CUSTOM}), 5);</script>`,
    });
    expect(await neverPainted(page), 'the banner painted').to.equal(false);
    expect(popups(page)).to.not.include(true);
    expect(errors(page)).to.deep.equal(['HANDLER_ERROR']);
  });

  it('configure() that keeps the backend, before its answer: no banner where the backend says none', async () => {
    const backendURL = await c15tBackend({
      ...ANSWER,
      showConsentBanner: false,
      jurisdiction: { code: 'NONE', message: '' },
    });
    const page = await dropInPage({
      config: { backendURL },
      body: '<consent-banner></consent-banner>',
      after: `<script>${RECORD} ConsentElements.configure({ disableAnimation: true });</script>`,
    });
    expect(await neverPainted(page), 'the banner painted').to.equal(false);
    expect(popups(page)).to.not.include(true);
    expect(
      page.win.ConsentElements.getConsentManager().has('marketing'),
      'consent implied where no banner is needed',
    ).to.equal(true);
  });
});
