import type { ManagerEnvironment, StringsModule } from '../core/environment';
import { attempt, createSafeStorage } from '../storage/safe-storage';
import { readGlobalPrivacyControl } from '../core/compliance/gpc';

/** The strings' code when the entry carries it (`bundleStrings`); otherwise it is fetched when first needed. */
let bundled: StringsModule | undefined;

/**
 * Makes the strings' code part of the entry: `consent-elements/define`, whose banner paints as soon as the store
 * shows it, so that a first visit's banner waits for no second fetch round (issue 38, decision 3).
 */
export function bundleStrings(strings: StringsModule): void {
  bundled = strings;
}

/** The real browser (or a safe empty stand-in outside one). Called when the manager is created, never at import. */
export function browserEnvironment(overrides: Partial<ManagerEnvironment> = {}): ManagerEnvironment {
  const nav = globalThis.navigator as Navigator | undefined;
  const strings = overrides.strings ?? (() => (bundled ? Promise.resolve(bundled) : import('../i18n/i18n')));
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
    strings,
    loadLocale: (language) => strings().then((module) => module.loadLocale(language)),
    ...overrides,
  };
}
