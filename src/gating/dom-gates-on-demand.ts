import type { Feature } from '../core/consent-manager';
import { writeScript } from './trusted-scripts';
import { watchElements } from './watch-elements';

/** Every element a DOM gate acts on: parked scripts, gated iframes, consent frames. */
const DOM_GATED_SELECTOR =
  'script[type="text/plain"][data-category], script[type="text/plain"][data-service], iframe[data-category], ' +
  'iframe[data-service], consent-frame';

/**
 * The DOM gates (parked scripts, iframes, frames) load the first time the page has an element they act on, now or
 * later, so pages without any never download them. Once loaded they scan the whole document themselves.
 */
export const domGatesOnDemand: Feature = (manager) => {
  const doc = globalThis.document;
  if (!doc) return () => {};
  let disposed = false;
  let requested = false;
  let uninstall: (() => void) | undefined;
  let stopWatching = () => {};
  const load = () => {
    if (requested) return;
    requested = true;
    stopWatching(); // a no-op during the first scan, handled just below
    import('./dom-gates')
      .then(({ installDomGates }) => {
        if (!disposed) uninstall = installDomGates(manager, writeScript);
      })
      .catch((error) =>
        manager.reportError({
          code: 'CONFIG_ERROR',
          message: 'Failed to load the consent gates for scripts and iframes',
          cause: error,
        }),
      );
  };
  stopWatching = watchElements(doc, DOM_GATED_SELECTOR, ['type', 'data-category', 'data-service'], load);
  if (requested) stopWatching();
  return () => {
    disposed = true;
    stopWatching();
    uninstall?.();
  };
};
