import { validDomainMap } from '../core/domain-map';
import { ConsentConfigError } from '../core/errors';
import type { CategoryName } from '../core/types';
import { TRACKING_HOSTS } from './tracking-hosts';

/** The request-blocking part of the provider options (`trackingBlockerConfig`). */
interface HostMatcherOptions {
  /** Extra hosts, or overrides of built-in ones: host (or registrable domain) → category. */
  domainMap?: Readonly<Record<string, CategoryName>>;
  /** When true, the built-in host list is ignored and only `domainMap` is used. */
  disableAutomaticBlocking?: boolean;
  /** When true, `domainMap` replaces the built-in list instead of extending it (same effect as above). */
  overrideDomainConsentMap?: boolean;
  /** The services' hosts (the `services` option): host → `service:<id>`, held until that service is granted. */
  serviceHosts?: Readonly<Record<string, string>>;
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

/**
 * Builds the matcher once per configuration. A lookup allocates nothing for the usual inputs
 * (a same-origin path, or an absolute http(s) URL with a plain host): the host is read in place
 * and its label-aligned suffixes are hashed and probed right to left in one pass.
 */
export function createHostMatcher(options: HostMatcherOptions = {}): HostMatcher {
  const hosts = new Map<string, CategoryName>();
  if (!options.disableAutomaticBlocking && !options.overrideDomainConsentMap) {
    for (const [host, category] of Object.entries(TRACKING_HOSTS)) hosts.set(host, category);
  }
  const field = 'trackingBlockerConfig.domainMap';
  for (const [key, category] of Object.entries(validDomainMap(field, options.domainMap))) {
    const host = normaliseHost(key);
    if (!host) throw new ConsentConfigError(`${field}[${JSON.stringify(key)}]`, 'the host is empty');
    hosts.set(host, category);
  }
  for (const [key, gate] of Object.entries(options.serviceHosts ?? {}))
    hosts.set(normaliseHost(key)!, gate as CategoryName);
  const table = createHostTable(hosts);

  let lastBase = '';
  let baseHost = '';
  /** The category for `text.slice(start, end)` (a lowercase host), without slicing it. */
  const lookup = (text: string, start: number, end: number, base: string): CategoryName | null => {
    if (text.charCodeAt(end - 1) === DOT) end--;
    if (end <= start) return null;
    const category = table.longestSuffix(text, start, end);
    if (category === null) return null;
    // Rarely reached (a listed host), so the first-party check costs nothing on other requests.
    if (base !== lastBase) {
      lastBase = base;
      const baseEnd = simpleHostEnd(base);
      const host = baseEnd >= 0 ? base.slice(hostStart(base), baseEnd) : (parseHost(base, undefined) ?? '');
      baseHost = host.endsWith('.') ? host.slice(0, -1) : host;
    }
    return end - start === baseHost.length && text.startsWith(baseHost, start) ? null : category;
  };

  const matchHref = (href: string, base: string): CategoryName | null => {
    const end = simpleHostEnd(href);
    if (end >= 0) return lookup(href, hostStart(href), end, base);
    const host = parseHost(href, base);
    return host === null ? null : lookup(host, 0, host.length, base);
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
      const { protocol, hostname } = url as URL;
      return protocol === 'http:' || protocol === 'https:' ? lookup(hostname, 0, hostname.length, base) : null;
    }
    return matchHref(String(url), base);
  };
}

const SLASH = 47;
const BACKSLASH = 92;
const DOT = 46;
const COLON = 58;
const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;

interface HostTable {
  /** The category of the longest label-aligned suffix of `text.slice(start, end)` in the table. */
  longestSuffix(text: string, start: number, end: number): CategoryName | null;
}

/**
 * An open-addressing hash table of hosts, hashed right to left (FNV-1a over the reversed
 * characters) so that one backward pass over a host yields the hash of every suffix. Probing
 * compares in place with `startsWith(key, position)`: no substring, no string hashing by the
 * engine. Kept at most a quarter full so probes stay short.
 */
function createHostTable(hosts: ReadonlyMap<string, CategoryName>): HostTable {
  let size = 16;
  while (size < hosts.size * 4) size *= 2;
  const mask = size - 1;
  const keys: string[] = new Array<string>(size).fill('');
  const values: Array<CategoryName | null> = new Array<CategoryName | null>(size).fill(null);
  for (const [host, category] of hosts) {
    let hash = FNV_OFFSET;
    for (let i = host.length - 1; i >= 0; i--) hash = Math.imul(hash ^ host.charCodeAt(i), FNV_PRIME);
    let slot = hash & mask;
    while (keys[slot] !== '') slot = (slot + 1) & mask;
    keys[slot] = host;
    values[slot] = category;
  }

  return {
    longestSuffix(text, start, end) {
      if (hosts.size === 0) return null;
      let found: CategoryName | null = null;
      let hash = FNV_OFFSET;
      // Right to left: com, example.com, b.example.com, a.b.example.com. Each hit is longer
      // than the previous one, so the last hit is the most specific (the exact host first).
      for (let i = end - 1; i >= start; i--) {
        hash = Math.imul(hash ^ text.charCodeAt(i), FNV_PRIME);
        if (i !== start && text.charCodeAt(i - 1) !== DOT) continue;
        const length = end - i;
        for (let slot = hash & mask; keys[slot] !== ''; slot = (slot + 1) & mask) {
          const key = keys[slot];
          if (key.length === length && text.startsWith(key, i)) {
            found = values[slot];
            break;
          }
        }
      }
      return found;
    },
  };
}

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
 * and hyphens (optionally followed by a numeric port), the index where the host ends: the common
 * case, read without allocating anything. -1 means "not that simple, ask the real parser", which
 * covers every input the parser might normalise (case, percent-encoding, IDN, IPv4 shorthands,
 * credentials, backslashes, whitespace, out-of-range ports).
 */
function simpleHostEnd(url: string): number {
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
  return hostEnd;
}

/** Where the host starts in a URL that {@link simpleHostEnd} accepted. */
function hostStart(url: string): number {
  return url.charCodeAt(4) === 115 /* s */ ? 8 : 7;
}
