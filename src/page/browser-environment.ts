import type { ManagerEnvironment } from '../core/environment';
import { attempt, createSafeStorage } from '../storage/safe-storage';
import { readGlobalPrivacyControl } from '../core/compliance/gpc';

/** The real browser (or a safe empty stand-in outside one). Called when the manager is created, never at import. */
export function browserEnvironment(overrides: Partial<ManagerEnvironment> = {}): ManagerEnvironment {
  const nav = globalThis.navigator as Navigator | undefined;
  return {
    storage: overrides.storage ?? createSafeStorage(() => globalThis.localStorage),
    fetch: overrides.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    now: Date.now,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    languages: nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : [],
    doNotTrack: nav?.doNotTrack === '1',
    globalPrivacyControl: readGlobalPrivacyControl,
    userAgent: nav?.userAgent ?? '',
    cookies: {
      get: () => attempt(() => globalThis.document?.cookie, ''),
      set: (cookie) => attempt(() => globalThis.document && (document.cookie = cookie), ''),
    },
    https: globalThis.location?.protocol === 'https:',
    hostname: globalThis.location?.hostname ?? '',
    document: globalThis.document,
    loadLocale: (language) => import('../i18n/i18n').then((strings) => strings.loadLocale(language)),
    ...overrides,
  };
}
