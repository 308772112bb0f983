import { expect, waitUntil } from '@open-wc/testing';
import { dropInPage, shadowPart, type DropInPage } from '../drop-in/page';
import { call, decode, type GppCall } from './gpp-helpers';

const POLICIES = [
  { id: 'europe-opt-in', match: { countries: ['DE'] }, model: 'opt-in' },
  { id: 'us-opt-out', match: { countries: ['US'] }, model: 'opt-out', gpc: true },
  { id: 'world-no-banner', match: { fallback: true }, model: 'none' },
];
const CALIFORNIA = { countryCode: 'US', regionCode: 'CA' };
const config = (location: object, gpp: unknown = { sections: ['usnat', 'usca'] }) => ({
  policies: POLICIES,
  location,
  consentCategories: ['necessary', 'measurement', 'marketing'],
  gpp,
});
/** An ad script right after ours: it calls `__gpp` at once and records what it hears. */
const AD_SCRIPT = `<script>
  window.__log = [];
  window.__stubType = typeof window.__gpp;
  __gpp('addEventListener', (event) => __log.push(event));
  __gpp('ping', (data) => { window.__firstPing = data; });
</script>`;
/** Before the drop-in: the browser sends Global Privacy Control. */
const GPC = `<script>Object.defineProperty(navigator, 'globalPrivacyControl', { value: true });</script>`;
const win = (page: DropInPage) => page.win as unknown as { __gpp: GppCall; __log: any[]; [key: string]: any };
const loaded = (page: DropInPage) =>
  waitUntil(() => win(page).__firstPing, 'the queued ping was not answered', { timeout: 5000 });
const banner = (page: DropInPage) => page.doc.querySelector('consent-banner')!;

describe('GPP: the drop-in', () => {
  it('installs the stub before the next script; queued calls are answered in order once the section is set', async () => {
    const page = await dropInPage({ config: config(CALIFORNIA), after: AD_SCRIPT });
    expect(win(page).__stubType).to.equal('function');
    await loaded(page);
    const log = win(page).__log;
    // The listener was queued first: it heard its registration before the ping was answered.
    expect(log[0].eventName).to.equal('listenerRegistered');
    const ping = win(page).__firstPing;
    expect(ping).to.include({ gppVersion: '1.1', cmpStatus: 'loaded', signalStatus: 'ready', cmpId: 0 });
    expect(ping.applicableSections).to.deep.equal([8]);
    expect(ping.sectionList).to.deep.equal([8]);
    const usca = decode(ping.gppString).usca;
    expect(usca).to.include({ SaleOptOutNotice: 1, SharingOptOutNotice: 1, SaleOptOut: 2, SharingOptOut: 2 });
    expect(usca).to.include({ MspaCoveredTransaction: 2, MspaOptOutOptionMode: 0, MspaServiceProviderMode: 0 });
    expect(usca.Gpc).to.equal(false);
    expect(page.doc.querySelector('iframe[name="__gppLocator"]')).to.not.equal(null);
    expect(page.resources().some((file) => file.includes('gpp-section'))).to.equal(true);
  });

  it('the one-click opt-out sets the opt-outs, and listeners hear signalStatus and sectionChange', async () => {
    const page = await dropInPage({
      config: config({ countryCode: 'US', regionCode: 'TX' }),
      body: '<consent-banner></consent-banner>',
      after: AD_SCRIPT,
    });
    await loaded(page);
    const gpp = win(page).__gpp;
    const before = await call(gpp, 'ping');
    expect(before.applicableSections).to.deep.equal([7]); // Texas: not listed, usnat
    expect(before.cmpDisplayStatus).to.equal('visible');
    expect(decode(before.gppString).usnat).to.include({ TargetedAdvertisingOptOut: 2, SaleOptOut: 2 });
    expect(await call(gpp, 'getField', 'usnat.SaleOptOut')).to.equal(2);
    await waitUntil(() => shadowPart(banner(page), 'reject-button'), 'no notice', { timeout: 5000 });
    const heard = win(page).__log.length;
    shadowPart(banner(page), 'reject-button')!.click();
    await waitUntil(() => win(page).__log.some((event: any) => event.eventName === 'sectionChange'), 'no event');
    const events = win(page)
      .__log.slice(heard)
      .map((event: any) => [event.eventName, event.data]);
    expect(events).to.deep.include(['sectionChange', 'usnat']);
    expect(events).to.deep.include(['signalStatus', 'ready']);
    const after = await call(gpp, 'ping');
    expect(after.cmpDisplayStatus).to.equal('hidden');
    const usnat = decode(after.gppString).usnat;
    expect(usnat).to.include({ SaleOptOut: 1, SharingOptOut: 1, TargetedAdvertisingOptOut: 1 });
    expect(await call(gpp, 'getField', 'usnat.SaleOptOut')).to.equal(1);
    expect(await call(gpp, 'hasSection', 'usnat')).to.equal(true);
    expect((await call(gpp, 'getSection', 'usnat')).SaleOptOut).to.equal(1);
  });

  it('with Global Privacy Control: Gpc and the opt-outs set before any click', async () => {
    const page = await dropInPage({ config: config(CALIFORNIA), head: GPC, after: AD_SCRIPT });
    await loaded(page);
    const usca = decode(win(page).__firstPing.gppString).usca;
    expect(usca).to.include({ Gpc: true, SaleOptOut: 1, SharingOptOut: 1 });
  });

  it('under an opt-in policy: no applicable section, and no encoder downloaded', async () => {
    const page = await dropInPage({ config: config({ countryCode: 'DE' }), after: AD_SCRIPT });
    await loaded(page);
    const ping = win(page).__firstPing;
    expect(ping).to.include({ gppVersion: '1.1', cmpStatus: 'loaded', signalStatus: 'ready' });
    expect(ping.applicableSections).to.deep.equal([-1]);
    expect(decode(ping.gppString)).to.deep.equal({});
    expect(await call(win(page).__gpp, 'hasSection', 'usnat')).to.equal(false);
    expect(page.resources().some((file) => file.includes('gpp-section'))).to.equal(false);
  });

  it('without policies: no applicable section', async () => {
    const page = await dropInPage({ config: { gpp: true }, after: AD_SCRIPT });
    await loaded(page);
    expect(win(page).__firstPing.applicableSections).to.deep.equal([-1]);
  });

  it('without the option: no __gpp and no locator frame', async () => {
    const page = await dropInPage({ config: { policies: POLICIES, location: CALIFORNIA } });
    await waitUntil(() => page.win.ConsentElements.getConsentManager().getState().isReady);
    expect(typeof win(page).__gpp).to.equal('undefined');
    expect(page.doc.querySelector('iframe[name="__gppLocator"]')).to.equal(null);
    expect(page.resources().some((file) => file.includes('gpp'))).to.equal(false);
  });
});
