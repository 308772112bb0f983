import type { Feature } from '../core/consent-manager';
import { yieldToMain } from '../core/yield-to-main';
import { writeScript } from './trusted-scripts';
import { usesGoogleTags } from './uses-google-tags';

/** The managed scripts' code (managed-scripts.js), loaded once a page has some; kept for later reconfigurations. */
let scriptsCode: Promise<Feature[]> | undefined;

/**
 * The managed scripts, preceded by Google consent mode where the page uses Google tags. Consent mode's code loads on
 * demand (pages without Google tags never fetch it), and its defaults must reach the dataLayer before any managed
 * script can load a tag, so on those pages the scripts start once it is installed (or failed to load: consented
 * scripts are not withheld for it). Elsewhere they start in the next task: inserting them was the largest part of
 * a returning visit's start-up task, which then crossed 50 ms on a 4x-throttled CPU. The scripts' own code loads on
 * demand too, in parallel: a page without `scripts` never fetches it.
 */
export const managedScriptsAfterConsentMode: Feature = (manager) => {
  let disposed = false;
  const disposers: Array<() => void> = [];
  const start = (...install: Feature[][]) => {
    if (!disposed) for (const feature of install.flat()) disposers.push(feature(manager));
  };
  const failed = (what: string) => (cause: unknown) => {
    manager.reportError({ code: 'CONFIG_ERROR', message: `Failed to load ${what}`, cause });
    return [];
  };
  const scripts = manager.config.scripts.length || scriptsCode
    ? (scriptsCode ??= import('./script-loader').then(({ managedScripts }) => [managedScripts]))
      .catch(failed('the managed scripts'))
    : [];
  if (!usesGoogleTags(manager)) {
    void Promise.all([scripts, yieldToMain()]).then(([features]) => start(features));
  } else {
    void Promise.all([
      import('./google-consent-mode').then(
        ({ createGoogleConsentMode }) => [createGoogleConsentMode({ writeScript })], failed('Google consent mode'),
      ),
      scripts,
    ]).then((features) => start(...features));
  }
  return () => {
    disposed = true;
    for (const dispose of disposers.splice(0)) dispose();
  };
};
