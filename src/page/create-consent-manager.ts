import { OFFLINE_BANNER } from '../client/banner-info';
import { createClient } from '../client/create-client';
import { createSending } from '../client/sending';
import { createManager, type ConsentManager, type Feature } from '../core/consent-manager';
import type { ResolvedConfig } from '../core/config';
import type { ManagerEnvironment } from '../core/environment';
import type { ManagerPorts } from '../core/manager-ports';
import { createConsentStorage } from '../storage/consent-storage';
import { followOtherTabs } from '../storage/follow-other-tabs';

const PORTS: ManagerPorts = {
  client: createClient,
  storage: createConsentStorage,
  sending: createSending,
  tabs: followOtherTabs,
  offline: OFFLINE_BANNER,
};

/** A consent manager wired to the real backend clients, localStorage and other tabs; starts at once. */
export function createConsentManager(
  config: ResolvedConfig,
  env: ManagerEnvironment,
  features: readonly Feature[] = [],
): ConsentManager {
  return createManager(PORTS, config, env, features);
}
