import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { declarativeTriggers } from '../../src/gating/declarative-triggers';
import { startManager } from '../helpers/manager';
import { resolveConfig } from '../../src/core/config';
import { ConsentConfigError } from '../../src/core/errors';

describe('declarative triggers (data-consent-action)', () => {
  it('open-dialog, accept-all, reject-all and set-consent act on the store', async () => {
    const { manager } = await startManager(
      { consentCategories: ['measurement', 'marketing'], grantingTriggers: true },
      { document },
      [declarativeTriggers],
    );
    const page = await fixture<HTMLElement>(html`<div>
      <a href="#x" id="open" data-consent-action="open-dialog">Cookie settings</a>
      <button id="accept" data-consent-action="accept-all">Accept</button>
      <button id="reject" data-consent-action="reject-all">Reject</button>
      <button id="grant" data-consent-action="set-consent" data-category="measurement"><span id="inner">Allow analytics</span></button>
      <button id="withdraw" data-consent-action="set-consent" data-category="measurement" data-value="false">Withdraw</button>
    </div>`);
    const click = (id: string) => page.querySelector<HTMLElement>(`#${id}`)!.click();
    click('open');
    expect(manager.getState().isPrivacyDialogOpen).to.equal(true);
    expect(location.hash).to.not.equal('#x');
    click('accept');
    expect(manager.getState().consentInfo?.type).to.equal('all');
    click('reject');
    expect(manager.getState().consents.marketing).to.equal(false);
    click('inner');
    expect(manager.getState().consents.measurement).to.equal(true);
    click('withdraw');
    expect(manager.getState().consents.measurement).to.equal(false);
  });

  it('set-consent without a category (or with an unknown one) is an error and changes nothing', async () => {
    const errors: string[] = [];
    const onError = (event: Event) => errors.push((event as CustomEvent).detail.message);
    document.addEventListener('consent-error', onError);
    try {
      const { manager } = await startManager({ callbacks: { onError: () => {} } }, { document }, [declarativeTriggers]);
      const page = await fixture<HTMLElement>(
        html`<div><button id="a" data-consent-action="set-consent">Allow</button><button id="b" data-consent-action="set-consent" data-category="ads">Allow</button></div>`,
      );
      page.querySelector<HTMLElement>('#a')!.click();
      page.querySelector<HTMLElement>('#b')!.click();
      await waitUntil(() => errors.length === 2);
      expect(errors[0]).to.equal('A set-consent button action requires a category (data-category)');
      expect(errors[1]).to.contain('Consent category not found in consent state');
      expect(manager.hasConsented()).to.equal(false);
    } finally {
      document.removeEventListener('consent-error', onError);
    }
  });

  it('data-value reads as our boolean attributes do: "FALSE" or " false " withdraws, never grants', async () => {
    const { manager } = await startManager(
      { consentCategories: ['measurement', 'marketing'], grantingTriggers: true },
      { document },
      [declarativeTriggers],
    );
    const page = await fixture<HTMLElement>(html`<div>
      <button id="upper" data-consent-action="set-consent" data-category="measurement" data-value="FALSE">Off</button>
      <button id="spaced" data-consent-action="set-consent" data-category="marketing" data-value=" false ">Off</button>
      <button id="on" data-consent-action="set-consent" data-category="marketing" data-value="">On</button>
    </div>`);
    const click = (id: string) => page.querySelector<HTMLElement>(`#${id}`)!.click();
    manager.saveConsents('all');
    click('upper');
    expect(manager.has('measurement')).to.equal(false);
    click('spaced');
    expect(manager.has('marketing')).to.equal(false);
    click('on');
    expect(manager.has('marketing')).to.equal(true);
  });

  it('stops listening when disposed', async () => {
    const { manager } = await startManager({}, { document }, [declarativeTriggers]);
    manager.destroy();
    const page = await fixture<HTMLElement>(html`<button data-consent-action="accept-all">Accept</button>`);
    page.click();
    expect(manager.hasConsented()).to.equal(false);
  });

  describe('granting triggers need grantingTriggers: true (issue 22 item 16)', () => {
    it('by default accept-all and a granting set-consent do nothing and are reported; open-dialog, reject-all and withdrawing work', async () => {
      const errors: string[] = [];
      const { manager } = await startManager(
        {
          consentCategories: ['measurement', 'marketing'],
          callbacks: { onError: (error) => errors.push(error.error) },
        },
        { document },
        [declarativeTriggers],
      );
      const page = await fixture<HTMLElement>(html`<div>
        <button id="accept" data-consent-action="accept-all">Show more</button>
        <button id="grant" data-consent-action="set-consent" data-category="marketing">Read on</button>
        <button id="open" data-consent-action="open-dialog">Cookie settings</button>
        <button id="reject" data-consent-action="reject-all">Reject</button>
        <button id="withdraw" data-consent-action="set-consent" data-category="measurement" data-value="false">Withdraw</button>
      </div>`);
      const click = (id: string) => page.querySelector<HTMLElement>(`#${id}`)!.click();
      click('reject');
      expect(manager.getState().consentInfo?.type).to.equal('necessary');
      click('accept');
      click('grant');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(manager.getState().consentInfo?.type).to.equal('necessary');
      expect(manager.has('marketing')).to.equal(false);
      expect(errors).to.have.length(2);
      expect(errors[0]).to.contain('grantingTriggers');
      click('open');
      expect(manager.getState().isPrivacyDialogOpen).to.equal(true);
      click('withdraw');
      expect(manager.getState().consentInfo?.type).to.equal('custom');
      expect(manager.has('measurement')).to.equal(false);
    });

    it('grantingTriggers is validated as a boolean', () => {
      expect(resolveConfig({}).grantingTriggers).to.equal(false);
      expect(resolveConfig({ grantingTriggers: true }).grantingTriggers).to.equal(true);
      expect(() => resolveConfig({ grantingTriggers: 'yes' })).to.throw(ConsentConfigError, /grantingTriggers/);
    });
  });
});
