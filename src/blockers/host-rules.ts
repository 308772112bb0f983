import { isCategoryName } from '../core/categories';
import { ConsentConfigError } from '../core/errors';
import type { CategoryName } from '../core/types';
import { TRACKING_HOSTS } from './tracking-hosts';

/** The request-blocking part of the provider options (`trackingBlockerConfig`). */
export interface HostMatcherOptions {
  /** Extra hosts, or overrides of built-in ones: host (or registrable domain) → category. */
  domainMap?: Readonly<Record<string, CategoryName>>;
  /** When true, the built-in host list is ignored and only `domainMap` is used. */
  disableAutomaticBlocking?: boolean;
  /** When true, `domainMap` replaces the built-in list instead of extending it (same effect as above). */
  overrideDomainConsentMap?: boolean;
}

/**
 * Tells which consent category a request needs: `null` for first-party, unknown and non-http(s)
 * URLs. `base` resolves relative URLs (the document's base URL, usually `location.href`).
 */
export type HostMatcher = (url: string | URL | Request, base: string) => CategoryName | null;

/** Lowercases a host and strips its port, trailing dot and one leading `www.`. */
export function normaliseHost(host: string): string {
  let h = host.trim().toLowerCase();
  if (h.startsWith('[')) {
    const close = h.indexOf(']');
    if (close >= 0) h = h.slice(0, close + 1);
  } else {
    const colon = h.indexOf(':');
    if (colon >= 0) h = h.slice(0, colon);
  }
  if (h.endsWith('.')) h = h.slice(0, -1);
  if (h.startsWith('www.')) h = h.slice(4);
  return h;
}

/** Builds the matcher once per configuration; every lookup is then a few `Map.get` calls. */
export function createHostMatcher(options: HostMatcherOptions = {}): HostMatcher {
  const hosts = new Map<string, CategoryName>();
  if (!options.disableAutomaticBlocking && !options.overrideDomainConsentMap) {
    for (const [host, category] of Object.entries(TRACKING_HOSTS)) hosts.set(host, category);
  }
  const { domainMap = {} } = options;
  if (typeof domainMap !== 'object' || domainMap === null || Array.isArray(domainMap)) {
    throw new ConsentConfigError('trackingBlockerConfig.domainMap', 'must be an object mapping hosts to category names');
  }
  for (const [key, category] of Object.entries(domainMap)) {
    const field = `trackingBlockerConfig.domainMap[${JSON.stringify(key)}]`;
    if (!isCategoryName(category)) throw new ConsentConfigError(field, `${JSON.stringify(category)} is not a consent category`);
    const host = normaliseHost(key);
    if (!host) throw new ConsentConfigError(field, 'the host is empty');
    hosts.set(host, category);
  }

  // Keys never start with "www." (normaliseHost strips it) unless the map says "www.www.x".
  const skipWww = ![...hosts.keys()].some((host) => host.startsWith('www.'));

  let lastBase = '';
  let lastBaseHost: string | null = null;
  const baseHost = (base: string): string | null => {
    if (base !== lastBase) {
      lastBase = base;
      const end = simpleAuthorityEnd(base);
      lastBaseHost = end >= 0 ? simpleHost(base, end) : parseHost(base, undefined);
    }
    return lastBaseHost;
  };

  const lookup = (host: string | null, base: string): CategoryName | null => {
    if (!host || hosts.size === 0) return null;
    if (host.charCodeAt(host.length - 1) === DOT) host = host.slice(0, -1);
    if (host === baseHost(base)) return null;
    // Exact host first, then each parent domain: a.b.example.com, b.example.com, example.com, com.
    for (let start = skipWww && host.startsWith('www.') ? 4 : 0; ; ) {
      const category = hosts.get(start === 0 ? host : host.slice(start));
      if (category !== undefined) return category;
      const dot = host.indexOf('.', start);
      if (dot < 0) return null;
      start = dot + 1;
    }
  };

  // Requests come in runs to the same host (beacons, polling, paginated APIs), so the last plain
  // "scheme://authority" and its answer are remembered: a hit costs one prefix comparison.
  let cachedPrefix = '';
  let cachedBase = '';
  let cachedCategory: CategoryName | null = null;

  const matchHref = (href: string, base: string): CategoryName | null => {
    if (cachedPrefix !== '' && href.startsWith(cachedPrefix) && isAuthorityEnd(href, cachedPrefix.length) && base === cachedBase) {
      return cachedCategory;
    }
    const end = simpleAuthorityEnd(href);
    if (end < 0) return lookup(parseHost(href, base), base);
    const category = lookup(simpleHost(href, end), base);
    cachedPrefix = href.slice(0, end);
    cachedBase = base;
    cachedCategory = category;
    return category;
  };

  return (url, base) => {
    if (typeof url === 'string') {
      // A path on this origin ("/api", not the protocol-relative "//host"): no parsing at all.
      if (url.charCodeAt(0) === SLASH && url.charCodeAt(1) !== SLASH && url.charCodeAt(1) !== BACKSLASH) return null;
      return matchHref(url, base);
    }
    // Duck typing rather than instanceof, so objects from another realm (iframes) work too.
    if (typeof (url as Request).url === 'string') return matchHref((url as Request).url, base);
    if (typeof (url as URL).hostname === 'string' && typeof (url as URL).protocol === 'string') {
      const { protocol } = url as URL;
      return protocol === 'http:' || protocol === 'https:' ? lookup((url as URL).hostname, base) : null;
    }
    return matchHref(String(url), base);
  };
}

const SLASH = 47;
const BACKSLASH = 92;
const DOT = 46;
const COLON = 58;

/** The WHATWG URL parser's answer: the hostname of an http(s) URL, else null. */
function parseHost(url: string, base: string | undefined): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return null;
  }
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.hostname : null;
}

/**
 * For an absolute `http://` or `https://` URL whose host is plain lowercase letters, digits, dots
 * and hyphens (optionally followed by a numeric port), the index where its authority ends: the
 * common case, read without allocating anything. -1 means "not that simple, ask the real parser",
 * which covers every input the parser might normalise (case, percent-encoding, IDN, IPv4
 * shorthands, credentials, backslashes, whitespace, out-of-range ports).
 */
function simpleAuthorityEnd(url: string): number {
  let start: number;
  if (url.startsWith('https://')) start = 8;
  else if (url.startsWith('http://')) start = 7;
  else return -1;
  let end = start;
  let colon = -1;
  let port = 0;
  for (; end < url.length; end++) {
    const c = url.charCodeAt(end);
    if (c === SLASH || c === 63 /* ? */ || c === 35 /* # */) break;
    if (colon >= 0) {
      if (c < 48 || c > 57) return -1;
      port = port * 10 + c - 48;
      if (port > 65535) return -1;
    } else if (c === COLON) {
      colon = end;
    } else if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === DOT || c === 45)) {
      return -1;
    }
  }
  const hostEnd = colon >= 0 ? colon : end;
  if (hostEnd === start) return -1;
  // A last label that starts with a digit may be an IPv4 address the parser rewrites ("127.1").
  const lastDot = url.lastIndexOf('.', hostEnd - 2);
  const first = url.charCodeAt(lastDot >= start ? lastDot + 1 : start);
  if (first >= 48 && first <= 57) return -1;
  return end;
}

/** The host of a URL that {@link simpleAuthorityEnd} accepted. */
function simpleHost(url: string, authorityEnd: number): string {
  const start = url.charCodeAt(4) === 115 /* s */ ? 8 : 7;
  const colon = url.indexOf(':', start);
  return url.slice(start, colon >= 0 && colon < authorityEnd ? colon : authorityEnd);
}

function isAuthorityEnd(url: string, index: number): boolean {
  if (index === url.length) return true;
  const c = url.charCodeAt(index);
  return c === SLASH || c === 63 /* ? */ || c === 35 /* # */;
}
