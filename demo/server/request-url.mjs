/**
 * The request's URL. Built by prefixing the origin rather than resolving against it: a path such as `//x` would
 * otherwise read as a protocol-relative URL (and `//` as an invalid one, which would throw).
 */
export function requestUrl(req) {
  const path = req.url?.startsWith('/') ? req.url : '/';
  return new URL(`http://localhost${path}`);
}
