// The scan's fixture site, whose truth test/scan/scan.test.mjs knows: a first-party origin on 127.0.0.1 (pages, the
// built bundle under /dist/) and a third party on 127.0.0.2 (a tracker script, a pixel, a frame), both on port 0.
import { existsSync } from 'node:fs';
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const DIST = path.resolve(HERE, '../../dist');
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
};

/** @param {http.Server} server @param {string} host */
const listen = (server, host) => new Promise((resolve) => server.listen(0, host, () => resolve(server.address().port)));

/** Starts both origins; `close()` stops them. */
export async function startFixture() {
  let thirdParty = '';
  let firstParty = '';
  const hanging = new Set();
  const first = http.createServer(async (request, response) => {
    const { pathname } = new URL(request.url, 'http://127.0.0.1');
    if (pathname === '/hang') {
      hanging.add(response);
      return;
    }
    // The drop-in as it ships (dist/cdn/ after `npm run build`), or under plain names in dist/ after a test build.
    const built =
      pathname.startsWith('/dist/cdn/') && !existsSync(path.join(DIST, 'cdn')) ? pathname.slice(10) : pathname.slice(6);
    const file = pathname.startsWith('/dist/')
      ? path.join(DIST, path.normalize(built))
      : path.join(HERE, 'fixture', path.normalize(pathname === '/' ? 'index.html' : pathname.slice(1)));
    if (!file.startsWith(DIST) && !file.startsWith(path.join(HERE, 'fixture')))
      return void response.writeHead(404).end();
    let body;
    try {
      body = await readFile(file, 'utf8');
    } catch {
      return void response.writeHead(404).end('not found');
    }
    const headers = {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    };
    if (pathname === '/') {
      headers['set-cookie'] = ['PHPSESSID=fixture; Path=/; HttpOnly', 'fixture_ab=b; Path=/; Max-Age=2592000'];
    }
    response.writeHead(200, headers).end(body.replaceAll('THIRD_PARTY', thirdParty));
  });
  const third = http.createServer((request, response) => {
    const { pathname } = new URL(request.url, 'http://127.0.0.2');
    const js = (code) => response.writeHead(200, { 'content-type': TYPES['.js'] }).end(code);
    if (pathname === '/analytics.js') {
      return js(
        `document.cookie = '_ga=GA1.1.42.1; Max-Age=34128000; Path=/';\nnew Image().src = '${thirdParty}/pixel.gif?e=pageview';\n`,
      );
    }
    // A site that moved: its old address answers with a redirect to the first-party origin, another host.
    if (pathname === '/moved') return void response.writeHead(302, { location: firstParty }).end();
    if (pathname === '/after.js') return js(`document.cookie = '_fbp=fb.1.42; Max-Age=7776000; Path=/';\n`);
    if (pathname === '/frame.js')
      return js(`document.cookie = 'frame_uid=1; Max-Age=3600; Path=/; SameSite=None; Secure';\n`);
    if (pathname === '/frame.html') {
      return void response
        .writeHead(200, { 'content-type': TYPES['.html'] })
        .end('<!doctype html><title>Third party</title><script src="/frame.js"></script>');
    }
    if (pathname === '/pixel.gif') {
      return void response
        .writeHead(200, {
          'content-type': 'image/gif',
          'cache-control': 'no-store',
          'set-cookie': 'IDE=fixture; Max-Age=63072000; Path=/; SameSite=None; Secure',
        })
        .end(GIF);
    }
    response.writeHead(404).end();
  });
  firstParty = `http://127.0.0.1:${await listen(first, '127.0.0.1')}/`;
  thirdParty = `http://127.0.0.2:${await listen(third, '127.0.0.2')}`;
  return {
    url: firstParty,
    thirdParty,
    async close() {
      for (const response of hanging) response.destroy();
      await Promise.all(
        [first, third].map(
          (server) =>
            new Promise((resolve) => {
              server.closeAllConnections();
              server.close(resolve);
            }),
        ),
      );
    },
  };
}
