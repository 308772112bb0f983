import type { Feature } from '../core/consent-manager';
import { isDomDocument } from '../core/dom-support';
import { yieldToMain } from '../core/yield-to-main';
import { managedScripts } from './script-loader';
import { writeScript } from './trusted-scripts';
import { usesGoogleTags } from './uses-google-tags';

/**
 * The managed scripts, preceded by Google consent mode where the page uses Google tags. Consent mode's code loads on
 * demand (pages without Google tags never fetch it), and its defaults must reach the dataLayer before any managed
 * script can load a tag, so on those pages the scripts start once it is installed (or failed to load: consented
 * scripts are not withheld for it). Elsewhere they start in the next task: inserting them was the largest part of
 * a returning visit's start-up task, which then crossed 50 ms on a 4x-throttled CPU.
 * Without a DOM there is no tag to wait for: only the callback-only scripts can run (script-loader.ts), as in c15t
 * 1.x, and they start once the manager is ready, in the consent its start-up put in force.
 */
export const managedScriptsAfterConsentMode: Feature = (manager) => {
  let disposed = false;
  const disposers: Array<() => void> = [];
  // These start later, outside the manager's own guard: a failing one is reported, never thrown into the page.
  const start = (install: Feature[]) => {
    for (const feature of install) {
      if (disposed) return;
      try {
        disposers.push(feature(manager));
      } catch (cause) {
        manager.reportError({ code: 'CONFIG_ERROR', message: 'Failed to start the managed scripts', cause });
      }
    }
  };
  if (!isDomDocument(globalThis.document)) {
    const ready = () => manager.getState().isReady && (unsubscribe(), start([managedScripts]));
    const unsubscribe = manager.subscribe(ready);
    disposers.push(unsubscribe);
    ready();
  } else if (!usesGoogleTags(manager)) {
    void yieldToMain().then(() => start([managedScripts]));
  } else {
    import('./google-consent-mode').then(
      ({ createGoogleConsentMode }) => start([createGoogleConsentMode({ writeScript }), managedScripts]),
      (error) => {
        manager.reportError({ code: 'CONFIG_ERROR', message: 'Failed to load Google consent mode', cause: error });
        start([managedScripts]);
      },
    );
  }
  return () => {
    disposed = true;
    for (const dispose of disposers.splice(0)) dispose();
  };
};
