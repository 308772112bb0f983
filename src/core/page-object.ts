import type { ManagerEnvironment } from './environment';
import type { LoadingBarController } from './loading-bar-controller';
import type { ConsentManager } from './manager-api';
import type { ConsentOptions } from './options';

/** The page object: what lives in STORE_SLOT, shared by every copy of the bundle on the page. */
export interface PageObject {
  version: string;
  manager?: ConsentManager;
  /** Options given to configure() before the manager existed. */
  pending?: ConsentOptions;
  environment?: Partial<ManagerEnvironment>;
  loadingBar?: LoadingBarController;
  /** The JSON config's parse error, reported once; configure()'s options are taken without it. */
  jsonConfigError?: unknown;
}

/**
 * What an entry hands down to the elements and views (the composition root): the page's manager and loading bar,
 * found or created on first use. `manager()` throws when the configuration is broken (the views then report it).
 */
export interface PageAccess {
  manager(): ConsentManager;
  loadingBar(): LoadingBarController;
  /** Runs `run` when the manager had better be asked for: now, or in the next task when nothing needs it sooner. */
  whenStarting?(run: () => void): void;
}
