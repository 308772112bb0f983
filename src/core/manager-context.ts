import type { BannerInfo } from './backend-types';
import type { ResolvedConfig } from './config';
import type { ConsentState } from './consent-state';
import type { Store } from './create-store';
import type { ManagerEnvironment } from './environment';
import type { ConsentErrorDetail } from './errors';
import type { ConsentStorage } from './manager-ports';

/**
 * What the manager's slices share, passed by name (zustand's style): each slice takes the part it reads and returns
 * named parts. The getters read what a reconfiguration swaps (the options, storage, the banner info).
 */
export interface ManagerContext {
  store: Store<ConsentState>;
  env: ManagerEnvironment;
  getConfig: () => ResolvedConfig;
  getStorage: () => ConsentStorage;
  getBanner: () => BannerInfo;
  /** Reports through `consent-error` and `onError`. */
  report: (detail: ConsentErrorDetail) => void;
  /** Reports an error as CONFIG_ERROR, its message after `prefix`. */
  failed: (error: unknown, prefix?: string) => void;
}
