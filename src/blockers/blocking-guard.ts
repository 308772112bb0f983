import type { TrackingBlockerConfig } from '../core/options';
import type { CategoryName } from '../core/types';
import type { Guard } from './early-blocker';
import { createHostMatcher } from './host-rules';
import { createGuard } from './request-blocker';

/** Loaded on demand (its host list is most of the blocker's weight): the guard that decides requests for a config. */
export function createBlockingGuard(
  config: TrackingBlockerConfig,
  isGranted: (category: CategoryName) => boolean,
  serviceHosts?: Record<string, string>,
): Guard {
  const matcher = createHostMatcher({
    domainMap: config.domainMap,
    disableAutomaticBlocking: config.disableAutomaticBlocking,
    overrideDomainConsentMap: config.overrideDomainConsentMap,
    serviceHosts,
  });
  return createGuard({ matcher, isGranted });
}
