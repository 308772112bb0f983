import type { BannerInfo } from '../client/types';
import type { createClient } from '../client/create-client';
import type { createSending } from '../client/sending';
import type { createConsentStorage } from '../storage/consent-storage';
import type { followOtherTabs } from '../storage/follow-other-tabs';

/**
 * What the manager takes from the layers above the core: the backend client, consent storage, sending and
 * following other tabs. `src/page/create-consent-manager.ts` passes the real ones in, so the core imports nothing
 * from client or storage at run time (these imports are types only, erased by the build).
 */
export interface ManagerPorts {
  client: typeof createClient;
  storage: typeof createConsentStorage;
  sending: typeof createSending;
  tabs: typeof followOtherTabs;
  /** The banner info before the backend answers, and when an offline fallback is needed. */
  offline: BannerInfo;
}
