import { lateBannerScenario, lateElementsScenario, type LatePage } from '../helpers/late-elements';

/** The published ESM build, as a bundler would load it: the core and the side-effect `define` entry. */
const core = '/dist/index.js';
const define = '/dist/define.js';

describe('ESM build: elements added after load (single-page-app navigation)', () => {
  let page: LatePage;

  before(async () => {
    localStorage.clear();
    const { configure, getConsentManager } = await import(/* @vite-ignore */ core);
    await import(/* @vite-ignore */ define);
    await configure({ consentCategories: ['necessary', 'measurement', 'marketing'] });
    const manager = getConsentManager();
    await manager.ready;
    page = { win: window, doc: document, manager: () => manager };
  });
  after(() => localStorage.clear());

  it('first visit: a late <consent-banner> shows, again after it was removed, and decides', async () => {
    await lateBannerScenario(page);
  });

  it('then late frames, widget, dialog, loading bar, parked iframe and script, triggers', async () => {
    await lateElementsScenario(page);
  });
});
