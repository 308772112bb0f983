import type { Feature } from '../core/consent-manager';
import { CATEGORY_NAMES } from '../core/categories';
import type { CategoryName, Consents } from '../core/types';
import { insertionNonce } from './nonce';
import type { ScriptWriter } from './trusted-scripts';
import { usesGoogleTags } from './uses-google-tags';

/** Google consent mode v2 signals. */
type GoogleConsentSignal =
  | 'security_storage'
  | 'functionality_storage'
  | 'analytics_storage'
  | 'ad_storage'
  | 'ad_user_data'
  | 'ad_personalization'
  | 'personalization_storage';

export type GoogleConsent = Record<GoogleConsentSignal, 'granted' | 'denied'>;

/** Which category grants which signals (spec section 4). */
const GOOGLE_CONSENT_MAP: Readonly<Record<CategoryName, readonly GoogleConsentSignal[]>> = {
  necessary: ['security_storage'],
  functionality: ['functionality_storage'],
  measurement: ['analytics_storage'],
  marketing: ['ad_storage', 'ad_user_data', 'ad_personalization'],
  experience: ['personalization_storage'],
};

/** Maps consents to consent-mode signals: every signal is 'denied' unless its category is granted. Pure. */
export function toGoogleConsent(consents: Partial<Consents>): GoogleConsent {
  const result = {} as GoogleConsent;
  for (const name of CATEGORY_NAMES) {
    for (const signal of GOOGLE_CONSENT_MAP[name]) result[signal] = consents[name] === true ? 'granted' : 'denied';
  }
  return result;
}

interface GoogleConsentModeOptions {
  /** The GTM container URL for an id. Tests point it at the local server so nothing reaches Google. */
  gtmScriptUrl?: (id: string) => string;
  /** Writes the container's src through the page's one Trusted Types policy (trusted-scripts.ts). */
  writeScript: ScriptWriter;
}

type Gtag = (...args: unknown[]) => void;
type GtagWindow = typeof globalThis & { dataLayer?: unknown[]; gtag?: Gtag };

/** What one dataLayer has already been told: the default goes out once, GTM is injected once per id. */
interface DataLayerState {
  last: GoogleConsent;
  containers: Set<string>;
}

const sent = new WeakMap<unknown[], DataLayerState>();

const defaultGtmScriptUrl = (id: string) => `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;

/**
 * Google consent mode. Installed only when `googleTagManager` is configured or the page already has `gtag` or
 * `dataLayer`: writes `gtag('consent', 'default', ...)` with the current consents (all denied before a decision; a
 * returning visitor's stored grants otherwise), which must happen before anything loads Google tags, then injects the
 * GTM container if configured, then sends `gtag('consent', 'update', ...)` whenever a signal changes. The disposer only
 * stops listening.
 */
export function createGoogleConsentMode(options: GoogleConsentModeOptions): Feature {
  const gtmScriptUrl = options.gtmScriptUrl ?? defaultGtmScriptUrl;
  return (manager) => {
    const win = globalThis as GtagWindow;
    const doc = globalThis.document;
    const gtm = manager.config.googleTagManager;
    if (!doc || !usesGoogleTags(manager)) return () => {};

    const dataLayer = Array.isArray(win.dataLayer) ? win.dataLayer : (win.dataLayer = []);
    if (typeof win.gtag !== 'function') {
      // GTM reads Arguments objects off the dataLayer, so this must be a real function using `arguments`.
      win.gtag = function gtag() {
        ((globalThis as GtagWindow).dataLayer ??= []).push(arguments);
      };
    }
    const gtag = (...args: unknown[]) => (globalThis as GtagWindow).gtag!(...args);
    const current = () => {
      const consents = Object.fromEntries(CATEGORY_NAMES.map((name) => [name, manager.has(name)])) as Consents;
      // Until the visitor decides (or consent is implied), nothing counts as granted, not even security storage.
      const undecided =
        !manager.hasConsented() && CATEGORY_NAMES.every((name) => name === 'necessary' || !consents[name]);
      return toGoogleConsent(undecided ? {} : consents);
    };

    let state = sent.get(dataLayer);
    if (!state) {
      state = { last: current(), containers: new Set() };
      sent.set(dataLayer, state);
      gtag('consent', 'default', { ...state.last });
    }
    const layer = state;
    const update = () => {
      const next = current();
      if ((Object.keys(next) as GoogleConsentSignal[]).every((signal) => next[signal] === layer.last[signal])) return;
      layer.last = next;
      gtag('consent', 'update', { ...next });
    };
    update(); // a reinstall after consents changed while uninstalled

    if (gtm && !layer.containers.has(gtm.id)) {
      const script = doc.createElement('script');
      script.async = true;
      const nonce = insertionNonce(manager, doc);
      if (nonce) script.nonce = nonce;
      try {
        options.writeScript(script, { src: gtmScriptUrl(gtm.id) });
        layer.containers.add(gtm.id);
        dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
        doc.head.appendChild(script);
      } catch (error) {
        // A reinstall tries again.
        manager.reportError({ code: 'SCRIPT_ERROR', message: (error as Error).message, cause: error });
      }
    }

    return manager.subscribe((next, prev) => {
      if (next.consents !== prev.consents || next.consentInfo !== prev.consentInfo) update();
    });
  };
}
