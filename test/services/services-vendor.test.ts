import { expect, waitUntil } from '@open-wc/testing';
import { vendorSignals } from '../../src/gating/vendor-signals';
import { startManager } from '../helpers/manager';

type PixelWindow = typeof window & { fbq?: ((...args: unknown[]) => void) & { callMethod?: unknown } };

describe("a service's vendor signal follows the service", () => {
  afterEach(() => delete (window as PixelWindow).fbq);

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
});
