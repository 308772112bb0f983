import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { getLoadingBar } from '../../src/page/singleton';
import { LOADING_BAR } from '../../src/core/loading-bar-controller';
import { defineTags, freshManager, part, waitForNoPart, waitForPart } from '../helpers/elements';
import { mockBackendURL, scriptBackend, sleep } from '../helpers/environment';

defineTags('consent-loading-bar');

describe('<consent-loading-bar>', () => {
  afterEach(() => getLoadingBar().done());

  it('uses the spec defaults: 3px high, z-index 1600, minimum 0.08, trickling every 200 ms', async () => {
    await freshManager();
    const el = await fixture<HTMLElement>(html`<consent-loading-bar></consent-loading-bar>`);
    const bar = getLoadingBar();
    bar.start();
    // Read before waiting for the render: on a loaded machine the first 200 ms trickle can come first.
    expect(bar.getState().value).to.equal(LOADING_BAR.minimum);
    const element = await waitForPart(el, 'bar');
    expect(part(el, 'peg')).to.exist;
    expect(getComputedStyle(element).height).to.equal('3px');
    expect(getComputedStyle(element).zIndex).to.equal('1600');
    expect(getComputedStyle(element).position).to.equal('fixed');
    await sleep(450);
    expect(bar.getState().value).to.be.above(LOADING_BAR.minimum);
    expect(bar.getState().value).to.be.below(1);
    await expect(el).to.be.accessible();
  });

  it('is driven by set, inc and done', async () => {
    await freshManager();
    const el = await fixture<HTMLElement>(html`<consent-loading-bar></consent-loading-bar>`);
    const bar = getLoadingBar();
    bar.set(0.5);
    await waitForPart(el, 'bar');
    expect(bar.getState().value).to.equal(0.5);
    bar.inc(0.1);
    expect(bar.getState().value).to.be.closeTo(0.6, 1e-9);
    bar.set(0.01);
    expect(bar.getState().value).to.equal(LOADING_BAR.minimum);
    bar.done();
    expect(bar.getState().value).to.equal(1);
    await waitForNoPart(el, 'bar');
  });

  it('runs while a decision is being saved', async () => {
    const url = mockBackendURL();
    await scriptBackend(url, { 'consent/set': [{ status: 200, delayMs: 400, body: {} }] });
    const { manager } = await freshManager({ backendURL: url });
    const el = await fixture<HTMLElement>(html`<consent-loading-bar></consent-loading-bar>`);
    const saving = manager.saveConsents('all');
    await waitForPart(el, 'bar');
    await saving;
    await waitUntil(() => getLoadingBar().getState().value === 1 || !part(el, 'bar'));
    await waitForNoPart(el, 'bar');
  });
});
