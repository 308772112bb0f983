import { expect } from '@open-wc/testing';
import { isCrawler } from '../../src/core/compliance/bots';
import { sleep } from '../helpers/environment';
import { dropInPage, type DropInPage } from '../drop-in/page';

const GOOGLEBOT =
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/126.0.6478.126 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const asCrawler = `<script>Object.defineProperty(navigator, 'userAgent', { get: () => ${JSON.stringify(GOOGLEBOT)} });</script>`;
const UI = /\/(banner-shell|i18n|consent-elements-ui|dialog|frame)\.js$/;
const uiRequests = (page: DropInPage) => page.resources().filter((path) => UI.test(path));
const BODY = '<consent-banner></consent-banner><consent-frame category="marketing"><p>video</p></consent-frame>';

describe('compliance: hideFromBots', () => {
  it('shows a crawler no banner, downloads no UI and grants nothing', async () => {
    const page = await dropInPage({ head: asCrawler, body: BODY, config: { store: { ignoreGeoLocation: true } } });
    const manager = page.win.ConsentElements.getConsentManager();
    await manager.ready;
    await sleep(500);
    expect(uiRequests(page), 'UI requests in the network log').to.deep.equal([]);
    expect(manager.getState()).to.include({ showPopup: false, consentInfo: null, isReady: true });
    expect(manager.has('marketing')).to.equal(false);
    manager.setShowPopup(true);
    expect(manager.getState().showPopup).to.equal(false);
  });

  it('shows the banner to the same crawler with hideFromBots: false', async () => {
    const page = await dropInPage({ head: asCrawler, body: BODY, config: { hideFromBots: false } });
    await page.win.ConsentElements.getConsentManager().ready;
    await sleep(300);
    expect(page.win.ConsentElements.getConsentManager().getState().showPopup).to.equal(true);
    expect(uiRequests(page)).to.include('/dist/banner-shell.js');
  });

  it('knows the well-known crawlers, and not browsers', () => {
    for (const agent of [
      GOOGLEBOT,
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Mozilla/5.0 (compatible; Yahoo! Slurp)',
      'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
      'Mozilla/5.0 (compatible; Baiduspider/2.0)',
      'ia_archiver',
    ]) {
      expect(isCrawler(agent), agent).to.equal(true);
    }
    for (const agent of [
      navigator.userAgent,
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 10; Cubot P40) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    ]) {
      expect(isCrawler(agent), agent).to.equal(false);
    }
  });
});
