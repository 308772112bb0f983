import type { TrackingBlockerConfig } from '../core/options';
import type { CategoryName } from '../core/types';
import { createHostMatcher } from './host-rules';
import { installRequestBlocker } from './request-blocker';

/** Loaded on demand (its host list is most of the blocker's weight): installs the blocker for a config. */
export function installBlocking(config: TrackingBlockerConfig, isGranted: (category: CategoryName) => boolean): () => void {
  const matcher = createHostMatcher({
    domainMap: config.domainMap,
    disableAutomaticBlocking: config.disableAutomaticBlocking,
    overrideDomainConsentMap: config.overrideDomainConsentMap,
  });
  return installRequestBlocker({ matcher, isGranted });
}
