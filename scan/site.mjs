// Which host is first party. Without the Public Suffix List, a site is the host's last two labels (three under a
// two-letter second level such as co.uk), and an IP address or `localhost` is its own site.

/** @param {string} host */
export function siteOf(host) {
  const name = host.toLowerCase().replace(/^\./, '').replace(/\.$/, '');
  if (/^[\d.]+$/.test(name) || name.includes(':') || !name.includes('.')) return name;
  const labels = name.split('.');
  const [second = '', top = ''] = labels.slice(-2);
  const keep = labels.length > 2 && second.length <= 3 && top.length === 2 ? 3 : 2;
  return labels.slice(-keep).join('.');
}

/**
 * @param {string} host a cookie's domain or a request's host
 * @param {string} pageHost the scanned page's host
 */
export function isFirstParty(host, pageHost) {
  return siteOf(host) === siteOf(pageHost);
}

/** @param {string} url */
export function hostOf(url) {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

/**
 * The name and the domain a `Set-Cookie` header or a `document.cookie` write sets.
 * @param {string} text `name=value; Domain=...; ...`
 * @param {string} defaultHost the host of the response or the document
 * @returns {{ name: string, domain: string } | undefined}
 */
export function parseCookieWrite(text, defaultHost) {
  const [pair, ...attributes] = text.split(';');
  const equals = pair.indexOf('=');
  const name = (equals === -1 ? '' : pair.slice(0, equals)).trim();
  if (!name) return undefined;
  const domainAttribute = attributes.map((part) => part.trim()).find((part) => /^domain=/i.test(part));
  const domain = domainAttribute ? domainAttribute.slice(7).trim().replace(/^\./, '').toLowerCase() : defaultHost;
  return { name, domain };
}

/**
 * Whether a cookie of `cookieDomain` can have come from a write for `writeDomain`.
 * @param {string} cookieDomain as the browser lists it (a leading dot for domain cookies)
 * @param {string} writeDomain
 */
export function sameCookieDomain(cookieDomain, writeDomain) {
  const domain = cookieDomain.replace(/^\./, '').toLowerCase();
  return domain === writeDomain || writeDomain.endsWith(`.${domain}`);
}
