import type { CategoryName, ConsentRecord } from '../types';
import { cookieValue, decodeConsentCookie, encodeConsentCookie } from './cookie-format';
import type { CookieMirrorOptions } from './options';

/** Where cookies are read and written (`document.cookie` in a page). */
export interface CookieJar {
  get(): string;
  set(cookie: string): void;
}

export function readConsentCookie(jar: CookieJar, options: CookieMirrorOptions): ConsentRecord | null {
  return decodeConsentCookie(cookieValue(jar.get(), options.name));
}

/** Writes the decision (or, with null, expires the cookie) with the configured attributes. */
export function writeConsentCookie(
  jar: CookieJar,
  options: CookieMirrorOptions,
  record: ConsentRecord | null,
  https: boolean,
  categories?: Record<string, CategoryName>,
) {
  const { name, path, domain, sameSite, maxAgeDays } = options;
  const secure = options.secure ?? (https || sameSite === 'None');
  const age = record ? Math.round(maxAgeDays * 86_400) : 0;
  const value = record ? encodeConsentCookie(record, categories) : '';
  const scope = `${domain ? `; domain=${domain}` : ''}${secure ? '; secure' : ''}`;
  jar.set(`${name}=${value}; path=${path}; max-age=${age}; samesite=${sameSite}${scope}`);
}
