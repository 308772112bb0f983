import { expect, waitUntil } from '@open-wc/testing';
import { act } from 'react';
import { ConsentManagerProvider, useConsentManager, type ConsentManagerValue } from '../../src/react-api/index';
import { ConsentConfigError } from '../../src/core/errors';
import { getConsentManager, resetConsentManagerForTests } from '../../src/page/singleton';
import { Catch, freshPageStore, render } from './render';

/** Renders the hook's value as text, and hands the latest value to the test. */
function Probe({ onValue }: { onValue: (value: ConsentManagerValue) => void }) {
  const value = useConsentManager();
  onValue(value);
  return (
    <output>{`marketing:${value.consents.marketing} popup:${value.showPopup} type:${value.consentInfo?.type ?? 'none'}`}</output>
  );
}

describe('React API: ConsentManagerProvider and useConsentManager', () => {
  beforeEach(freshPageStore);
  afterEach(() => {
    document.getElementById('consent-config')?.remove();
    resetConsentManagerForTests();
  });

  it('useConsentManager throws outside a provider', () => {
    const errors: unknown[] = [];
    render(
      <Catch onError={(error) => errors.push(error)}>
        <Probe onValue={() => {}} />
      </Catch>,
    );
    expect(errors).to.have.length(1);
    expect(errors[0]).to.be.instanceOf(Error);
    expect((errors[0] as Error).message).to.equal('useConsentManager must be used within a ConsentManagerProvider');
  });

  it('throws when the store cannot be created (a broken JSON config), with the cause', () => {
    resetConsentManagerForTests();
    const script = Object.assign(document.createElement('script'), {
      type: 'application/json',
      id: 'consent-config',
      textContent: '{ broken',
    });
    document.head.append(script);
    const errors: unknown[] = [];
    render(
      <Catch onError={(error) => errors.push(error)}>
        <ConsentManagerProvider>
          <p>child</p>
        </ConsentManagerProvider>
      </Catch>,
    );
    expect(errors).to.have.length(1);
    expect((errors[0] as Error).message).to.equal('Consent store must be initialized before creating context value');
    expect((errors[0] as Error).cause).to.be.instanceOf(SyntaxError);
  });

  it('validates options like configure(): a bad one throws ConsentConfigError naming the field', () => {
    const errors: unknown[] = [];
    const options = { mode: 'nope' } as never;
    render(
      <Catch onError={(error) => errors.push(error)}>
        <ConsentManagerProvider options={options} />
      </Catch>,
    );
    expect(errors[0]).to.be.instanceOf(ConsentConfigError);
    expect((errors[0] as ConsentConfigError).field).to.equal('mode');
  });

  it('gives the page store, flat state and actions, and re-renders on every change', async () => {
    let latest: ConsentManagerValue | undefined;
    let renders = 0;
    const { host } = render(
      <ConsentManagerProvider options={{ consentCategories: ['necessary', 'measurement', 'marketing'] }}>
        <Probe onValue={(value) => ((latest = value), renders++)} />
      </ConsentManagerProvider>,
    );
    const manager = getConsentManager();
    expect(manager.getState().gdprTypes).to.deep.equal(['necessary', 'measurement', 'marketing']);
    await manager.ready;
    await waitUntil(() => host.textContent === 'marketing:false popup:true type:none', host.textContent ?? '');
    expect(latest!.gdprTypes).to.deep.equal(['necessary', 'measurement', 'marketing']);
    for (const action of [
      'setSelectedConsent',
      'saveConsents',
      'setConsent',
      'has',
      'hasConsented',
      'setShowPopup',
      'setIsPrivacyDialogOpen',
      'resetConsents',
      'setLanguage',
      'setColorScheme',
    ] as const) {
      expect(latest![action], action).to.be.a('function');
    }
    const before = renders;
    const { saveConsents } = latest!;
    await act(() => manager.setConsent('marketing', true));
    expect(host.textContent).to.equal('marketing:true popup:false type:custom');
    expect(renders).to.be.above(before);
    expect(latest!.has('marketing')).to.equal(true);
    expect(latest!.saveConsents).to.equal(saveConsents);
    await act(() => latest!.saveConsents('necessary'));
    expect(host.textContent).to.equal('marketing:false popup:false type:necessary');
    expect(manager.getState().consentInfo?.type).to.equal('necessary');
  });

  it('shares one store between several providers; a later provider adds its options', async () => {
    const seen: ConsentManagerValue[] = [];
    render(
      <>
        <ConsentManagerProvider options={{ consentCategories: ['necessary', 'marketing'] }}>
          <Probe onValue={(value) => (seen[0] = value)} />
        </ConsentManagerProvider>
        <ConsentManagerProvider options={{ scrollLock: true }}>
          <Probe onValue={(value) => (seen[1] = value)} />
        </ConsentManagerProvider>
      </>,
    );
    const manager = getConsentManager();
    await manager.ready;
    await waitUntil(() => seen[1]?.ui.scrollLock === true, 'second provider options not applied');
    await act(() => seen[0]!.setConsent('marketing', true));
    expect(seen[0]!.consents.marketing).to.equal(true);
    expect(seen[1]!.consents.marketing).to.equal(true);
    expect(manager.getState().gdprTypes).to.deep.equal(['necessary', 'marketing']);
  });

  it('applies options again when they change by value, not on every render', async () => {
    const { root } = render(
      <ConsentManagerProvider options={{ scrollLock: false, callbacks: { onError: () => {} } }} />,
    );
    const manager = getConsentManager();
    await manager.ready;
    let changes = 0;
    manager.subscribe((next, previous) => void (next.ui !== previous.ui && changes++));
    await act(() =>
      root.render(<ConsentManagerProvider options={{ scrollLock: false, callbacks: { onError: () => {} } }} />),
    );
    expect(changes).to.equal(0);
    await act(() =>
      root.render(<ConsentManagerProvider options={{ scrollLock: true, callbacks: { onError: () => {} } }} />),
    );
    await waitUntil(() => manager.getState().ui.scrollLock === true, 'changed options not applied');
  });
});
