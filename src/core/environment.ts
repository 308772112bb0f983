import type { Translations } from '../i18n/types';
import { createSafeStorage, type SafeStorage } from '../storage/safe-storage';
import type { CookieJar } from '../compliance/cookie-mirror';
import { readGlobalPrivacyControl } from '../compliance/gpc';

/** Everything the manager takes from the outside world, so tests can substitute any of it. */
export interface ManagerEnvironment {
  storage: SafeStorage;
  fetch: typeof fetch;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  languages: readonly string[];
  doNotTrack: boolean;
  /** `navigator.globalPrivacyControl === true`, read live. */
  globalPrivacyControl: () => boolean;
  userAgent: string;
  /** The cookie mirror's jar; `document.cookie` in a page. */
  cookies: CookieJar;
  https: boolean;
  hostname: string;
  document?: Document;
  loadLocale: (language: string) => Promise<Translations | null>;
}

/** The real browser (or a safe empty stand-in outside one). Called when the manager is created, never at import. */
export function browserEnvironment(overrides: Partial<ManagerEnvironment> = {}): ManagerEnvironment {
  const nav = globalThis.navigator as (Navigator & { msDoNotTrack?: string }) | undefined;
  const win = globalThis as typeof globalThis & { doNotTrack?: string };
  return {
    storage: overrides.storage ?? createSafeStorage(() => globalThis.localStorage),
    fetch: overrides.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    now: Date.now,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    languages: nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : [],
    doNotTrack: [nav?.doNotTrack, win.doNotTrack, nav?.msDoNotTrack].some((value) => value === '1' || value === 'yes'),
    globalPrivacyControl: readGlobalPrivacyControl,
    userAgent: nav?.userAgent ?? '',
    cookies: {
      get: () => attempt(() => globalThis.document?.cookie) ?? '',
      set: (cookie) => attempt(() => globalThis.document && (document.cookie = cookie)),
    },
    https: globalThis.location?.protocol === 'https:',
    hostname: globalThis.location?.hostname ?? '',
    document: globalThis.document,
    loadLocale: (language) => import('../i18n/strings').then((strings) => strings.loadLocale(language)),
    ...overrides,
  };
}

/** A sandboxed document throws on cookie access: then there is no cookie. */
function attempt<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined;
  }
}
