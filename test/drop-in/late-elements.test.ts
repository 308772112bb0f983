import { lateBannerScenario, lateElementsScenario, type LatePage } from '../helpers/late-elements';
import { dropInPage } from './page';

const config = { consentCategories: ['necessary', 'measurement', 'marketing'] };
const WITHOUT_MARKETING = JSON.stringify({
  consents: { necessary: true, functionality: false, experience: false, measurement: true, marketing: false },
  consentInfo: { time: Date.now(), type: 'custom' },
});

async function latePage(): Promise<LatePage> {
  const page = await dropInPage({ config });
  const manager = page.win.ConsentElements.getConsentManager();
  await manager.ready;
  return { win: page.win, doc: page.doc, manager: () => manager };
}

describe('drop-in: elements added after load (single-page-app navigation)', () => {
  it('first visit: a late <consent-banner> shows, again after it was removed, and decides', async () => {
    await lateBannerScenario(await latePage());
  });

  it('returning visit: late frames, widget, dialog, loading bar, parked iframe and script, triggers', async () => {
    localStorage.setItem('privacy-consent-storage', WITHOUT_MARKETING);
    await lateElementsScenario(await latePage());
  });
});
