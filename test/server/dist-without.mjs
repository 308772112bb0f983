/**
 * `/dist-without/<file>/<path>`: the built dist/ with one file missing (404), as a blocked or failed request would
 * leave it, so the drop-in's on-demand chunks can be tested failing. Everything else is served from dist/.
 */
export async function distWithout(ctx, next) {
  const match = /^\/dist-without\/([^/]+)\/(.+)$/.exec(ctx.path);
  if (!match) return next();
  if (match[2] === match[1]) {
    ctx.status = 404;
    return;
  }
  ctx.url = `/dist/${match[2]}`;
  return next();
}
