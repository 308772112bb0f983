import type { ManagerEnvironment } from './environment';
import type { LoadingBarController } from './loading-bar-controller';
import type { ConsentManager } from './manager-api';
import type { ConsentOptions } from './options';

/** The slot of the page object (below): src/page creates it, the drop-in's UI chunk and the tag guards read it. */
export const STORE_SLOT = 'store';

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
}

/**
 * State shared by every copy of the library on the page (a CMS plugin and an app bundle may both load it): kept on
 * globalThis under `Symbol.for('consent-elements.<name>')`, so each copy finds the same object. `create` makes it
 * on first use; without `create`, a slot that no copy has made yet reads as undefined.
 */
export function pageSlot<T>(name: string, create: () => T): T;
export function pageSlot<T>(name: string): T | undefined;
export function pageSlot<T>(name: string, create?: () => T): T | undefined {
  return ((globalThis as Record<symbol, T | undefined>)[Symbol.for(`consent-elements.${name}`)] ??= create?.());
}
