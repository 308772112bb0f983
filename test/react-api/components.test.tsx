import { expect, waitUntil } from '@open-wc/testing';
import { act } from 'react';
import {
  ConsentManagerDialog,
  ConsentManagerProvider,
  ConsentManagerWidget,
  CookieBanner,
  Frame,
  LoadingBar,
  useConsentManager,
} from '../../src/react-api/index';
import { getConsentManager, getLoadingBar } from '../../src/page/singleton';
import { part, waitForPart } from '../helpers/elements';
import { freshPageStore, render } from './render';

function OpenSettings() {
  const { setIsPrivacyDialogOpen } = useConsentManager();
  return (
    <button id="open-settings" onClick={() => setIsPrivacyDialogOpen(true)}>
      Settings
    </button>
  );
}

describe('React API: components render our tags', () => {
  beforeEach(freshPageStore);
  afterEach(() => getLoadingBar().done());

  it('CookieBanner: camelCase boolean props as attributes, false as "false", and the tag gets defined', async () => {
    const { host } = render(
      <ConsentManagerProvider>
        <CookieBanner trapFocus={false} scrollLock id="banner" />
        <CookieBanner trapFocus scrollLock className="second" />
      </ConsentManagerProvider>,
    );
    const [off, on] = host.querySelectorAll('consent-banner');
    expect(off!.getAttribute('trap-focus')).to.equal('false');
    expect(off!.getAttribute('scroll-lock')).to.equal('');
    expect(off!.hasAttribute('no-style')).to.equal(false);
    expect(off!.id).to.equal('banner');
    expect(on!.getAttribute('trap-focus')).to.equal('');
    expect(on!.className).to.equal('second');
    await waitUntil(() => customElements.get('consent-banner'), 'consent-banner not defined', { timeout: 5000 });
    const region = await waitForPart(off!, 'banner');
    expect(region.getAttribute('role')).to.equal('region');
    expect(region.hasAttribute('aria-modal')).to.equal(false);
    // One banner per page (issue 35 item 6): the second element stays empty while the first shows.
    expect(part(on!, 'banner')).to.equal(null);
    await act(() => (part(off!, 'accept-button') as HTMLElement).click());
    await waitUntil(() => getConsentManager().getState().consentInfo?.type === 'all', 'accept did not save');
  });

  it('CookieBanner with trapFocus and scrollLock is modal', async () => {
    const { host } = render(
      <ConsentManagerProvider>
        {/* Modal (aria-modal) only with the overlay since issue 22. */}
        <CookieBanner trapFocus scrollLock />
      </ConsentManagerProvider>,
    );
    const modal = await waitForPart(host.querySelector('consent-banner')!, 'banner');
    expect(modal.getAttribute('aria-modal')).to.equal('true');
  });

  it('ConsentManagerDialog opens through the hook; ConsentManagerWidget renders inline', async () => {
    const { host } = render(
      <ConsentManagerProvider>
        <OpenSettings />
        <ConsentManagerDialog disableAnimation />
        <ConsentManagerWidget noStyle={false} />
      </ConsentManagerProvider>,
    );
    const [dialog, widget] = host.querySelectorAll('consent-dialog');
    expect(dialog!.getAttribute('variant')).to.equal('dialog');
    expect(dialog!.getAttribute('disable-animation')).to.equal('');
    expect(widget!.getAttribute('variant')).to.equal('widget');
    expect(widget!.getAttribute('no-style')).to.equal('false');
    const panel = await waitForPart(widget!, 'dialog');
    expect(panel.tagName).to.equal('SECTION');
    expect(part(dialog!, 'dialog')).to.equal(null);
    await act(() => host.querySelector<HTMLButtonElement>('#open-settings')!.click());
    await waitForPart(dialog!, 'dialog');
    expect(getConsentManager().getState().isPrivacyDialogOpen).to.equal(true);
  });

  it('Frame: children once granted, the placeholder slotted before', async () => {
    const { host } = render(
      <ConsentManagerProvider>
        <Frame category="marketing" placeholder={<span id="custom">Needs marketing</span>}>
          <p id="content">Embedded</p>
        </Frame>
      </ConsentManagerProvider>,
    );
    const frame = host.querySelector('consent-frame')!;
    expect(frame.getAttribute('category')).to.equal('marketing');
    const slotted = frame.querySelector('[slot="placeholder"]')!;
    expect(slotted.querySelector('#custom')).to.exist;
    await waitUntil(() => frame.shadowRoot?.querySelector('slot[name="placeholder"]'), 'placeholder not rendered', {
      timeout: 5000,
    });
    const placeholderSlot = frame.shadowRoot!.querySelector<HTMLSlotElement>('slot[name="placeholder"]')!;
    expect(placeholderSlot.assignedElements()).to.deep.equal([slotted]);
    await act(() => getConsentManager().setConsent('marketing', true));
    await waitUntil(() => frame.shadowRoot?.querySelector('slot:not([name])'), 'content not shown', { timeout: 3000 });
    const content = frame.shadowRoot!.querySelector<HTMLSlotElement>('slot:not([name])')!;
    expect(content.assignedElements()).to.include(frame.querySelector('#content'));
  });

  it('LoadingBar renders the bar while it runs', async () => {
    const { host } = render(
      <ConsentManagerProvider>
        <LoadingBar noStyle={false} />
      </ConsentManagerProvider>,
    );
    const bar = host.querySelector('consent-loading-bar')!;
    expect(bar.getAttribute('no-style')).to.equal('false');
    await waitUntil(() => customElements.get('consent-loading-bar'), 'consent-loading-bar not defined', {
      timeout: 5000,
    });
    getLoadingBar().start();
    await waitForPart(bar, 'bar');
  });
});
