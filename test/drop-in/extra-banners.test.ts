import { expect, waitUntil } from '@open-wc/testing';
import { sleep } from '../helpers/environment';
import { dropInPage, shadowPart, type DropInPage } from './page';

// Issue 35 (13): extra <consent-banner> elements, at any count and pace, are harmless: one banner shows.
const config = { mode: 'offline', consentCategories: ['necessary', 'measurement', 'marketing'] };
const showing = (page: DropInPage) =>
  [...page.doc.querySelectorAll('consent-banner')].filter((banner) => shadowPart(banner, 'banner'));

async function addTen(page: DropInPage) {
  const fragment = page.doc.createDocumentFragment();
  for (let i = 0; i < 10; i++) fragment.append(page.doc.createElement('consent-banner'));
  const started = performance.now();
  page.doc.body.append(fragment);
  await sleep(300);
  // The page's thread is free again: a frozen one would never get here.
  expect(performance.now() - started).to.be.below(3000);
}

describe('extra banners', () => {
  it('ten added at once after the banner shows: one banner, and the next when it leaves', async () => {
    const page = await dropInPage({ config, body: '<consent-banner></consent-banner>' });
    const first = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => shadowPart(first, 'banner'), 'no banner', { timeout: 5000 });
    await addTen(page);
    expect(showing(page)).to.deep.equal([first]);
    first.remove();
    await waitUntil(() => showing(page).length === 1, 'no banner after the first left', { timeout: 3000 });
    shadowPart(showing(page)[0], 'reject-button')!.click();
    await waitUntil(() => showing(page).length === 0, 'the banner stayed after Reject All', { timeout: 3000 });
  });

  it('ten added with the React views loaded (a frame on the page): one banner', async () => {
    const page = await dropInPage({
      config,
      body: '<consent-banner></consent-banner><consent-frame category="marketing"><iframe data-src="about:blank" title="t"></iframe></consent-frame>',
    });
    await waitUntil(() => page.win.customElements.get('consent-banner'), 'the views did not load', { timeout: 5000 });
    const first = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => shadowPart(first, 'banner'), 'no banner', { timeout: 5000 });
    await addTen(page);
    for (let i = 0; i < 5; i++) page.doc.body.append(page.doc.createElement('consent-banner'));
    await sleep(200);
    expect(showing(page)).to.deep.equal([first]);
    expect(page.doc.querySelectorAll('[data-consent-announcer]').length).to.be.at.most(1);
  });
});
