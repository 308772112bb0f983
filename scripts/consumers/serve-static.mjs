// A static file server on 127.0.0.1 (a free port) for a fixture's production build; logs the paths it serves.
// `respond({ pathname, query, body })`, when given, may return `{ headers, body }` to change a response (a page
// served under a Content-Security-Policy with a fresh nonce, say).
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

export function serveStatic(folder, { respond } = {}) {
  const served = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url, 'http://127.0.0.1');
    const pathname = decodeURIComponent(url.pathname);
    let file = path.join(folder, pathname);
    if (!file.startsWith(folder)) return response.writeHead(403).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file)) return response.writeHead(404).end();
    served.push(pathname);
    const body = readFileSync(file);
    const changed = respond?.({ pathname: path.relative(folder, file), query: url.searchParams, body }) ?? {};
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    response.writeHead(200, { 'content-type': type, ...changed.headers });
    response.end(changed.body ?? body);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}/`,
        served,
        // A connection the browser opened ahead and never used would hold close() forever (a CI run hung on one).
        close: () =>
          new Promise((done) => {
            server.close(done);
            server.closeAllConnections();
          }),
      });
    });
  });
}
