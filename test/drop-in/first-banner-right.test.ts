import { expect, waitUntil } from '@open-wc/testing';
import { sleep } from '../helpers/environment';
import { dropInPage, type DropInPage } from './page';

// Issue 35 (2): with the options given by configure() in the script after the drop-in, the first banner painted is
// the one of the policy in force: never the EU banner before a US notice, never a banner where none is due.
const PRESETS = `const p = ConsentElements.policyPresets;`;
const configureFor = (location: object) =>
  `<script>${PRESETS} ConsentElements.configure({ mode: 'offline', location: ${JSON.stringify(location)},
    policies: [p.europeOptIn(), p.usOptOut(), p.worldNoBanner()] });</script>`;

// The policies' module answering late, as on a real network: the banner must wait for it.
const SLOW_POLICIES = '/dist-slow/policy.js/consent-elements.js';

/** Every title the banner shows, frame by frame, until the manager is ready and a little after. */
async function titlesPainted(page: DropInPage): Promise<string[]> {
  const banner = page.doc.querySelector('consent-banner')!;
  const titles: string[] = [];
  let watching = true;
  const watch = () => {
    if (!watching) return;
    const title = banner.shadowRoot?.querySelector('[part="title"]')?.textContent;
    if (title && titles.at(-1) !== title) titles.push(title);
    page.win.requestAnimationFrame(watch);
  };
  watch();
  await page.win.ConsentElements.getConsentManager().ready;
  await sleep(600);
  watching = false;
  return titles;
}

describe('the first banner is the right one when configure() follows the drop-in', () => {
  it('a visitor from US-CA sees only the opt-out notice', async () => {
    const page = await dropInPage({
      src: SLOW_POLICIES,
      body: '<consent-banner></consent-banner>',
      after: configureFor({ countryCode: 'US', regionCode: 'CA' }),
    });
    const titles = await titlesPainted(page);
    await waitUntil(() => page.win.ConsentElements.getConsentManager().getState().policy?.model === 'opt-out');
    expect(titles).to.deep.equal(['Your Privacy Choices']);
  });

  it('a visitor from a country without a banner sees none', async () => {
    const page = await dropInPage({
      src: SLOW_POLICIES,
      body: '<consent-banner></consent-banner>',
      after: configureFor({ countryCode: 'JP' }),
    });
    expect(await titlesPainted(page)).to.deep.equal([]);
    expect(page.win.ConsentElements.getConsentManager().getState().showPopup).to.equal(false);
  });

  it('a visitor from Germany sees the opt-in banner', async () => {
    const page = await dropInPage({
      src: SLOW_POLICIES,
      body: '<consent-banner></consent-banner>',
      after: configureFor({ countryCode: 'DE' }),
    });
    expect(await titlesPainted(page)).to.deep.equal(['We value your privacy']);
  });
});
