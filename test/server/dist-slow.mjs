/**
 * `/dist-slow/<file>/<path>`: the built dist/ with one file answering 300 ms late, as a slow network or a cold CDN
 * edge would, so the order of what the drop-in does while an on-demand chunk is on its way can be tested.
 */
export async function distSlow(ctx, next) {
  const match = /^\/dist-slow\/([^/]+)\/(.+)$/.exec(ctx.path);
  if (!match) return next();
  if (match[2] === match[1]) await new Promise((resolve) => setTimeout(resolve, 300));
  ctx.url = `/dist/${match[2]}`;
  return next();
}
