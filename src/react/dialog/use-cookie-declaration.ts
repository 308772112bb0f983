import { useEffect, useState } from 'react';
import type { CookieDeclaration } from '../../core/cookie-declaration';

/** One request per URL and page; a failed one is forgotten, so the next opening tries again. */
const fetched = new Map<string, Promise<CookieDeclaration | null>>();

function load(url: string): Promise<CookieDeclaration | null> {
  let request = fetched.get(url);
  if (!request) {
    request = fetch(url, { credentials: 'same-origin' })
      .then((response) => (response.ok ? response.json() : null))
      // The tables render text only and skip what is not an item, so a loose check of the shape is enough here.
      .then(
        (value) => (value?.categories && typeof value.categories === 'object' ? value : null),
        () => null,
      );
    fetched.set(url, request);
    void request.then((value) => {
      if (!value) fetched.delete(url);
    });
  }
  return request;
}

/**
 * The `cookieDeclaration` option as the dialog shows it: the object itself, or the one fetched from its URL once the
 * dialog is open (null until then, and when the URL gives none: the dialog shows no tables rather than an error).
 */
export function useCookieDeclaration(option: CookieDeclaration | string | null): CookieDeclaration | null {
  const [loaded, setLoaded] = useState<{ url: string; value: CookieDeclaration | null } | null>(null);
  useEffect(() => {
    if (typeof option !== 'string') return undefined;
    let live = true;
    void load(option).then((value) => {
      if (live) setLoaded({ url: option, value });
    });
    return () => {
      live = false;
    };
  }, [option]);
  if (typeof option !== 'string') return option;
  return loaded?.url === option ? loaded.value : null;
}
