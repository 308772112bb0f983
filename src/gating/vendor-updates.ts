import type { ConsentManager } from '../core/consent-manager';
import type { VendorId } from '../core/consent-signals';
import { change as matomo } from './vendors/matomo';
import { change as metaPixel } from './vendors/meta-pixel';
import { change as microsoftClarity } from './vendors/microsoft-clarity';
import { change as microsoftUet } from './vendors/microsoft-uet';
import { change as posthog } from './vendors/posthog';
import { change as tiktokPixel } from './vendors/tiktok-pixel';
import { signalStates, type VendorChange } from './vendors/vendor';

/** Each vendor's calls on a change: the on-demand column of the vendors' tables (vendor-updates.js). */
const CHANGE: Record<VendorId, VendorChange> = {
  'microsoft-uet': microsoftUet,
  'microsoft-clarity': microsoftClarity,
  'meta-pixel': metaPixel,
  'tiktok-pixel': tiktokPixel,
  posthog,
  matomo,
};

/**
 * Tells each listed vendor every change of the consent in force that changes its states (a decision, a reset,
 * another tab, GPC, a policy), a withdrawal included; first any change made while this loaded. `sent` holds the
 * states each vendor was last told. Returns the unsubscribe.
 */
export function followVendors(manager: ConsentManager, sent: Map<VendorId, string>): () => void {
  const update = () => {
    for (const signal of manager.config.consentSignals) {
      const granted = signalStates(manager, signal);
      if (sent.get(signal.vendor) === String(granted)) continue;
      sent.set(signal.vendor, String(granted));
      try {
        CHANGE[signal.vendor](globalThis, granted);
      } catch (error) {
        const message = `${signal.vendor}: ${(error as Error).message}`;
        manager.reportError({ code: 'SCRIPT_ERROR', message, cause: error });
      }
    }
  };
  update();
  return manager.subscribe((next, previous) => {
    if (next.consents !== previous.consents || next.consentInfo !== previous.consentInfo) update();
  });
}
