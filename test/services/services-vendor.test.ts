import { expect, waitUntil } from '@open-wc/testing';
import { vendorSignals } from '../../src/gating/vendor-signals';
import { startManager } from '../helpers/manager';

type PixelWindow = typeof window & {
  fbq?: ((...args: unknown[]) => void) & { callMethod?: unknown };
  clarity?: (...args: unknown[]) => void;
};

describe("a service's vendor signal follows the service", () => {
  afterEach(() => {
    delete (window as PixelWindow).fbq;
    delete (window as PixelWindow).clarity;
  });

  it('Meta Pixel is told grant and revoke as its service changes, not as its category does', async () => {
    const calls: unknown[][] = [];
    const fbq = Object.assign((...args: unknown[]) => calls.push(args), { callMethod: () => {} });
    (window as PixelWindow).fbq = fbq;
    const { manager } = await startManager(
      {
        consentCategories: ['necessary', 'marketing'],
        services: [
          { id: 'meta', category: 'marketing', name: 'Meta Pixel', vendor: 'meta-pixel' },
          { id: 'youtube', category: 'marketing', name: 'YouTube' },
        ],
      },
      {},
      [vendorSignals],
    );
    await manager.setServiceConsent('youtube', true); // marketing granted, Meta still refused
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls.filter((call) => call[1] === 'grant')).to.have.length(0);
    await manager.setServiceConsent('meta', true);
    await waitUntil(() => calls.at(-1)?.[1] === 'grant', 'no grant');
    await manager.setServiceConsent('meta', false);
    await waitUntil(() => calls.at(-1)?.[1] === 'revoke', 'no revoke');
  });

  it("Clarity's ad_Storage is never granted while its service is refused, marketing granted or not", async () => {
    const calls: unknown[][] = [];
    (window as PixelWindow).clarity = (...args: unknown[]) => calls.push(args);
    const { manager } = await startManager(
      {
        consentCategories: ['necessary', 'measurement', 'marketing'],
        services: [
          { id: 'clarity', category: 'measurement', name: 'Clarity', vendor: 'microsoft-clarity' },
          { id: 'youtube', category: 'marketing', name: 'YouTube' },
        ],
      },
      {},
      [vendorSignals],
    );
    await manager.setServiceConsent('youtube', true); // marketing granted, Clarity refused
    await new Promise((resolve) => setTimeout(resolve, 100));
    const told = () => calls.filter((call) => call[0] === 'consentv2').map((call) => call[1]);
    expect(told().at(-1)).to.deep.equal({ ad_Storage: 'denied', analytics_Storage: 'denied' });
    await manager.setServiceConsent('clarity', true);
    await waitUntil(() => (told().at(-1) as { ad_Storage: string }).ad_Storage === 'granted', 'no grant');
    expect(told().at(-1)).to.deep.equal({ ad_Storage: 'granted', analytics_Storage: 'granted' });
  });
});
