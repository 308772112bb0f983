import type { Feature } from '../core/consent-manager';
import type { VendorId } from '../core/consent-signals';
import { before as matomo } from './vendors/matomo';
import { before as metaPixel } from './vendors/meta-pixel';
import { before as microsoftClarity } from './vendors/microsoft-clarity';
import { before as microsoftUet } from './vendors/microsoft-uet';
import { before as posthog } from './vendors/posthog';
import { before as tiktokPixel } from './vendors/tiktok-pixel';
import { sentSignals, signalStates, type VendorBefore } from './vendors/vendor';

/** Each vendor's state before its tag: only this column of the vendors' tables is in the core. */
const BEFORE: Record<VendorId, VendorBefore> = {
  'microsoft-uet': microsoftUet,
  'microsoft-clarity': microsoftClarity,
  'meta-pixel': metaPixel,
  'tiktok-pixel': tiktokPixel,
  posthog,
  matomo,
};

/**
 * `consentSignals`. The state of each listed vendor goes in place while our script runs, before any later script (the
 * vendor's snippet, a managed or parked script, a GTM tag) can run the vendor's code: the denied state, or the
 * consent in force on a returning visit. The calls for later changes load on demand (`vendor-updates.ts`); a page
 * that lists no vendor does nothing. Each vendor gets its state once per page, whichever copy of the library and
 * however many reinstalls.
 */
export const vendorSignals: Feature = (manager) => {
  const signals = manager.config.consentSignals;
  if (!signals.length) return () => {};
  const sent = sentSignals();
  for (const signal of signals) {
    if (sent.has(signal.vendor)) continue;
    // What the vendor is told is recorded whenever it is told, also when its snippet comes after a change that the
    // on-demand calls have not seen yet: they would otherwise tell it the same state a second time.
    const states = () => {
      const granted = signalStates(manager, signal);
      sent.set(signal.vendor, String(granted));
      return granted;
    };
    states();
    try {
      BEFORE[signal.vendor](globalThis, states);
    } catch (error) {
      const message = `${signal.vendor}: ${(error as Error).message}`;
      manager.reportError({ code: 'SCRIPT_ERROR', message, cause: error });
    }
  }
  let stop: (() => void) | undefined;
  let disposed = false;
  // A failure to load or to start (it runs later, outside the manager's guard) is reported, not thrown.
  import('./vendor-updates')
    .then(({ followVendors }) => {
      if (!disposed) stop = followVendors(manager, sent);
    })
    .catch((cause) =>
      manager.reportError({ code: 'CONFIG_ERROR', message: 'Failed to load vendor consent signals', cause }),
    );
  return () => {
    disposed = true;
    stop?.();
  };
};
vendorSignals.actsAtOnce = (config) => config.consentSignals.length > 0;
