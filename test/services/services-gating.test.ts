import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import type { ConsentOptions } from '../../src/core/options';
import { clearOnRevoke } from '../../src/gating/clear-on-revoke';
import { iframeGate } from '../../src/gating/iframe-gate';
import { createParkedScripts } from '../../src/gating/parked-scripts';
import { requestBlocking } from '../../src/gating/request-blocking';
import { managedScripts } from '../../src/gating/script-loader';
import { writeScript } from '../../src/gating/trusted-scripts';
import { defineTags, freshManager, part, waitForPart } from '../helpers/elements';
import { sleep } from '../helpers/environment';
import { startManager } from '../helpers/manager';

defineTags('consent-frame');

const SERVICES: ConsentOptions['services'] = [
  { id: 'youtube', category: 'marketing', name: 'YouTube', hosts: ['tracker.invalid'], cookies: ['yt_test'] },
  { id: 'meta', category: 'marketing', name: 'Meta Pixel' },
];
const options: ConsentOptions = { consentCategories: ['necessary', 'marketing'], services: SERVICES };
type TestWindow = typeof window & { __ran?: string[] };
const win = window as TestWindow;

let container: HTMLElement;
beforeEach(() => {
  win.__ran = [];
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  container.remove();
  sinon.restore();
});

describe('gating by service', () => {
  it('a parked script with data-service runs once its service is granted, not with its category alone', async () => {
    const parked = document.createElement('script');
    parked.type = 'text/plain';
    parked.setAttribute('data-service', 'youtube');
    parked.text = 'window.__ran.push("youtube")';
    container.append(parked);
    const { manager } = await startManager(options, {}, [createParkedScripts(writeScript)]);
    await manager.setServiceConsent('meta', true);
    await sleep(50);
    expect(win.__ran).to.deep.equal([]);
    await manager.setServiceConsent('youtube', true);
    await waitUntil(() => win.__ran!.includes('youtube'), 'parked script did not run');
  });

  it('an iframe with data-service loads only while its service is granted', async () => {
    const frame = document.createElement('iframe');
    frame.setAttribute('data-service', 'youtube');
    frame.setAttribute('data-src', '/test/gating/fixtures/frame.html?yt');
    container.append(frame);
    const { manager } = await startManager(options, { document }, [iframeGate]);
    await manager.setServiceConsent('meta', true);
    await sleep(30);
    expect(frame.hasAttribute('src')).to.equal(false);
    await manager.setServiceConsent('youtube', true);
    await waitUntil(() => frame.hasAttribute('src'), 'iframe not loaded');
    await manager.setServiceConsent('youtube', false);
    await waitUntil(() => !frame.hasAttribute('src'), 'iframe not unloaded');
  });

  it('a managed script with service waits for that service; an undeclared service is a ConsentConfigError', async () => {
    const { manager } = await startManager(
      {
        ...options,
        scripts: [{ id: 'yt', service: 'youtube', textContent: 'window.__ran.push("managed")' }],
      } as ConsentOptions,
      {},
      [managedScripts],
    );
    await manager.setServiceConsent('meta', true);
    await sleep(30);
    expect(win.__ran).to.deep.equal([]);
    await manager.setServiceConsent('youtube', true);
    await waitUntil(() => win.__ran!.includes('managed'), 'managed script did not load');
    let error: Error | undefined;
    try {
      await startManager({ ...options, scripts: [{ id: 'x', service: 'nope', textContent: '1' }] } as ConsentOptions);
    } catch (caught) {
      error = caught as Error;
    }
    expect(error?.name).to.equal('ConsentConfigError');
    expect(error?.message).to.contain('scripts[0] ("x").service');
  });

  it("holds a service's hosts until the service is granted", async () => {
    sinon.stub(window, 'fetch').resolves(new Response('{}'));
    sinon.stub(console, 'warn');
    const { manager } = await startManager(options, {}, [requestBlocking]);
    const attempt = () =>
      window.fetch('https://cdn.tracker.invalid/p').then(
        () => 'sent',
        () => 'blocked',
      );
    await manager.setServiceConsent('meta', true);
    expect(await attempt()).to.equal('blocked');
    await manager.setServiceConsent('youtube', true);
    expect(await attempt()).to.equal('sent');
  });

  it("clears a service's cookies when the service alone is revoked", async () => {
    document.cookie = 'yt_test=1; path=/';
    const { manager } = await startManager(options, { document }, [clearOnRevoke]);
    await manager.saveConsents('all');
    document.cookie = 'yt_test=1; path=/';
    await manager.setServiceConsent('youtube', false);
    await waitUntil(() => !document.cookie.includes('yt_test='), 'cookie not cleared');
    expect(manager.getState().consents.marketing).to.equal(true);
  });

  it('<consent-frame service> names the service and its button allows that one service', async () => {
    const { manager } = await freshManager(options);
    const el = await fixture<HTMLElement>(
      html`<consent-frame service="youtube"><p id="content">Video</p></consent-frame>`,
    );
    await waitForPart(el, 'placeholder');
    expect(part(el, 'placeholder-title')!.textContent).to.contain('YouTube');
    expect(part(el, 'placeholder-button')!.textContent).to.contain('YouTube');
    await expect(el).to.be.accessible();
    part(el, 'placeholder-button')!.click();
    const state = manager.getState();
    expect(state.consents.marketing).to.equal(true);
    expect(state.serviceConsents).to.deep.equal({ youtube: true, meta: false });
    expect(state.consentInfo?.type).to.equal('custom');
    await waitUntil(() => el.querySelector('#content')!.assignedSlot !== null, 'children not slotted');
    expect(el.hasAttribute('granted')).to.equal(true);
  });
});
