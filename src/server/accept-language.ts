/**
 * The language tags of an `Accept-Language` header, most wanted first (by `q`, then order); `*`, malformed tags
 * and `q=0` are left out. Never throws.
 */
export function acceptedLanguages(header: unknown): string[] {
  if (typeof header !== 'string' || header.length > 4096) return [];
  return header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => /^[a-z]{1,8}(-[a-z0-9]{1,8})*$/i.test(tag) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}
