import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import type { ConsentOptions } from '../../src/core/options';
import { iframeGate } from '../../src/gating/iframe-gate';
import { sleep } from '../helpers/environment';
import { startManager } from '../helpers/manager';

const FRAME = '/test/gating/fixtures/frame.html';
let container: HTMLElement;

function iframe(attributes: Record<string, string>, where: ParentNode = container): HTMLIFrameElement {
  const element = document.createElement('iframe');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  where.append(element);
  return element;
}

const start = (options: ConsentOptions = {}) => startManager(options, { document }, [iframeGate]);

describe('iframe gate (<iframe data-category data-src>)', () => {
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });

  afterEach(() => {
    container.remove();
    sinon.restore();
  });

  it('sets src only while the category is granted and removes it on revoke', async () => {
    const frame = iframe({ 'data-category': 'marketing', 'data-src': `${FRAME}?video` });
    const { manager } = await start();
    expect(frame.hasAttribute('src')).to.equal(false);

    await manager.setConsent('marketing', true);
    expect(frame.getAttribute('src')).to.equal(`${FRAME}?video`);

    await manager.setConsent('marketing', false);
    expect(frame.hasAttribute('src')).to.equal(false);
    expect(frame.getAttribute('data-src')).to.equal(`${FRAME}?video`);
  });

  it('moves a src given without consent to data-src', async () => {
    const frame = iframe({ 'data-category': 'functionality', src: `${FRAME}?map` });
    await start();
    expect(frame.hasAttribute('src')).to.equal(false);
    expect(frame.getAttribute('data-src')).to.equal(`${FRAME}?map`);
  });

  it('gates iframes added after load, both before and after the grant', async () => {
    const { manager } = await start();
    const early = iframe({ 'data-category': 'measurement', src: `${FRAME}?early` });
    await waitUntil(() => !early.hasAttribute('src'), 'an iframe added without consent kept its src', {
      timeout: 2000,
    });
    expect(early.getAttribute('data-src')).to.equal(`${FRAME}?early`);

    await manager.setConsent('measurement', true);
    expect(early.getAttribute('src')).to.equal(`${FRAME}?early`);

    const wrapper = document.createElement('section');
    const late = iframe({ 'data-category': 'measurement', 'data-src': `${FRAME}?late` }, wrapper);
    container.append(wrapper);
    await waitUntil(
      () => late.getAttribute('src') === `${FRAME}?late`,
      'an iframe added after the grant did not load',
      { timeout: 2000 },
    );

    late.setAttribute('data-src', `${FRAME}?changed`);
    await waitUntil(() => late.getAttribute('src') === `${FRAME}?changed`, 'a changed data-src was not applied', {
      timeout: 2000,
    });
  });

  it('takes the category of an enclosing <consent-frame>', async () => {
    const frame = document.createElement('consent-frame');
    frame.setAttribute('category', 'experience');
    const inner = iframe({ 'data-src': `${FRAME}?inner` }, frame);
    container.append(frame);
    const { manager } = await start();
    expect(inner.hasAttribute('src')).to.equal(false);
    await manager.setConsent('experience', true);
    expect(inner.getAttribute('src')).to.equal(`${FRAME}?inner`);
  });

  it('reports an unknown category with a consent-error, once, and never sets src', async () => {
    const error = sinon.stub(console, 'error');
    const frame = iframe({ 'data-category': 'analytics', src: `${FRAME}?unknown` });
    const reported = oneEvent(document, 'consent-error');
    const { manager } = await start();
    const event = (await reported) as CustomEvent<{ code: string; message: string }>;
    expect(event.detail.code).to.equal('CATEGORY_ERROR');
    expect(event.detail.message).to.contain('"analytics"');
    expect(frame.hasAttribute('src')).to.equal(false);
    expect(frame.getAttribute('data-src')).to.equal(`${FRAME}?unknown`);

    const errors = sinon.spy();
    document.addEventListener('consent-error', errors);
    try {
      await manager.saveConsents('all');
      await sleep(0);
      expect(frame.hasAttribute('src')).to.equal(false);
      expect(errors).not.to.have.been.called;
    } finally {
      document.removeEventListener('consent-error', errors);
    }
    expect(error.calledWith(sinon.match('CATEGORY_ERROR'), frame)).to.equal(true);
  });

  it('is off with store.iframeBlockerConfig.disableAutomaticBlocking', async () => {
    const parked = iframe({ 'data-category': 'marketing', 'data-src': `${FRAME}?parked` });
    const direct = iframe({ 'data-category': 'marketing', src: `${FRAME}?direct` });
    const { manager } = await start({ store: { iframeBlockerConfig: { disableAutomaticBlocking: true } } });
    await manager.setConsent('marketing', true);
    const late = iframe({ 'data-category': 'marketing', src: `${FRAME}?late` });
    await sleep(0);
    expect(parked.hasAttribute('src')).to.equal(false);
    expect(direct.getAttribute('src')).to.equal(`${FRAME}?direct`);
    expect(late.getAttribute('src')).to.equal(`${FRAME}?late`);
    expect(late.hasAttribute('data-src')).to.equal(false);
  });
});
