import type { Translations } from '../i18n/translation-types';
import type { CookieJar } from './compliance/cookie-mirror';

/** The strings' code (src/i18n/i18n.ts): English, the locales' loader, the merging. */
export type StringsModule = typeof import('../i18n/i18n');

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
  /** The strings' code: fetched when something shows, or at once where an entry bundles it (`bundleStrings`). */
  strings: () => Promise<StringsModule>;
  loadLocale: (language: string) => Promise<Translations | null>;
}

/** localStorage behind a wrapper that never throws into the page. */
export interface SafeStorage {
  /**
   * False when the storage is missing or refuses writes (privacy modes, sandboxed frames, quota); true at once when a
   * stored value read back, which no probe then needs to prove.
   */
  readonly available: boolean;
  get(key: string): string | null;
  /** Returns false when the write failed or does not read back as written. */
  set(key: string, value: string): boolean;
  remove(key: string): void;
}
