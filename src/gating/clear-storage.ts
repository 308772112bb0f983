const LOCAL_STORAGE = 'localStorage:';

/**
 * Removes cookies (by name or `/regex/` over the names the page can see) and `localStorage:` keys (by name or
 * `/regex/`). A cookie is expired for the host alone and for the host and each parent domain, at path `/`, the
 * current path and its directory (the browser's default path), since a cookie can only be removed with the same
 * domain and path it was set with, and the page cannot read those. Never throws.
 */
type Where = Pick<Location, 'hostname' | 'pathname'>;

export function clearStorage(entries: readonly string[], doc: Document, where: Where): void {
  const names =
    attempt(() =>
      doc.cookie
        .split(';')
        .map((pair) => pair.split('=')[0].trim())
        .filter(Boolean),
    ) ?? [];
  for (const entry of entries) {
    if (entry.startsWith(LOCAL_STORAGE)) attempt(() => clearLocalStorage(entry.slice(LOCAL_STORAGE.length)));
    else for (const name of matching(entry, names)) expireCookie(doc, name, where);
  }
}

/** A `/regex/flags` string as a RegExp, or null for a plain name. */
function pattern(entry: string): RegExp | null {
  const match = /^\/(.+)\/([a-z]*)$/.exec(entry);
  return match ? new RegExp(match[1], match[2].replace(/[gy]/g, '')) : null;
}

function matching(entry: string, names: readonly string[]): string[] {
  const regex = pattern(entry);
  return regex ? names.filter((name) => regex.test(name)) : [entry];
}

function clearLocalStorage(entry: string) {
  const storage = globalThis.localStorage;
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)!);
  for (const key of matching(entry, keys)) storage.removeItem(key);
}

function expireCookie(doc: Document, name: string, { hostname, pathname }: Where) {
  const labels = hostname.split('.');
  const domains = /^[\d.]+$|:/.test(hostname) ? [] : labels.map((_, index) => labels.slice(index).join('.'));
  const paths = new Set(['/', pathname, pathname.slice(0, pathname.lastIndexOf('/')) || '/']);
  for (const path of paths) {
    for (const domain of ['', ...domains]) {
      attempt(() => (doc.cookie = `${name}=; path=${path}; max-age=0${domain ? `; domain=${domain}` : ''}`));
    }
  }
}

function attempt<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined;
  }
}
