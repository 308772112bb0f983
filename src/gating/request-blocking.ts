import { createHostMatcher } from '../blockers/host-rules';
import { installRequestBlocker } from '../blockers/request-blocker';
import type { Feature } from '../core/consent-manager';

/**
 * Installs the request blocker while `trackingBlockerConfig` is given: fetch, XHR and sendBeacon calls to known
 * tracking hosts are refused until their category is granted (consent is read at call time).
 */
export const requestBlocking: Feature = (manager) => {
  const config = manager.config.trackingBlocker;
  if (!config || typeof window === 'undefined') return () => {};
  const matcher = createHostMatcher({
    domainMap: config.domainMap,
    disableAutomaticBlocking: config.disableAutomaticBlocking,
    overrideDomainConsentMap: config.overrideDomainConsentMap,
  });
  return installRequestBlocker({ matcher, isGranted: (category) => manager.has(category) });
};
