// The scan's pure parts: the cookie database's formats and matching, classification order, durations, sites.
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { classify } from '../../scan/classify.mjs';
import { BUNDLED_DB, BUNDLED_DB_BROTLI, loadCookieDb, parseCsv, toCompact } from '../../scan/cookie-db.mjs';
import { readableDuration } from '../../scan/duration.mjs';
import { isFirstParty, parseCookieWrite } from '../../scan/site.mjs';
import { scriptFromStack } from '../../scan/instrument.mjs';

const CSV = [
  'ID,Platform,Category,Cookie / Data Key name,Domain,Description,Retention period,Data Controller,User Privacy & GDPR Rights Portals,Wildcard match',
  '1,Google Analytics,Analytics,_ga,,"ID used to identify users, ""first party""",2 years,Google,x,0',
  '2,Google Analytics,Analytics,_ga_,,Keeps session state,2 years,Google,x,1',
  '3,Shop A,Functional,cart,shop-a.com,Cart,session,A,x,0',
  '4,Ads B,Marketing,cart,,Ad cart,1 year,B,x,0',
  '5,Odd,Unheard-of,odd,,?,?,?,x,0',
].join('\n');

describe('cookie database', () => {
  const db = toCompact(CSV, 'test.csv');

  it('reads the CSV (quotes, commas, doubled quotes) and maps the categories to ours', () => {
    assert.equal(parseCsv('a,"b, ""c"""\r\n1,2\n')[0][1], 'b, "c"');
    assert.deepEqual(db.entries[0], [
      '_ga',
      'measurement',
      'Google Analytics',
      'ID used to identify users, "first party"',
      '2 years',
      '',
      0,
    ]);
    assert.equal(db.entries.length, 4, 'a category it cannot map is left out, not guessed');
  });

  it("reads the project's JSON the same way", () => {
    const json = JSON.stringify({
      Hotjar: [
        {
          cookie: '_hjid',
          category: 'Analytics',
          domain: '',
          description: 'Id',
          retentionPeriod: '1 year',
          wildcardMatch: '0',
        },
      ],
    });
    assert.deepEqual(toCompact(json, 'x').entries, [['_hjid', 'measurement', 'Hotjar', 'Id', '1 year', '', 0]]);
  });

  it('loads --cookie-db from a file or a URL, and names the source of a bad one', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cookie-db-'));
    const server = createServer((request, response) => response.end(CSV)).listen(0, '127.0.0.1');
    try {
      await writeFile(path.join(dir, 'db.csv'), CSV);
      assert.equal((await loadCookieDb(path.join(dir, 'db.csv'))).entries.length, 4);
      await new Promise((resolve) => server.once('listening', resolve).address() && resolve());
      assert.equal((await loadCookieDb(`http://127.0.0.1:${server.address().port}/db.csv`)).entries.length, 4);
      await writeFile(path.join(dir, 'bad.csv'), 'a,b\n1,2\n');
      await assert.rejects(loadCookieDb(path.join(dir, 'bad.csv')), /bad\.csv: not the Open Cookie Database's CSV/);
      await assert.rejects(loadCookieDb(path.join(dir, 'missing.csv')), /--cookie-db .*missing\.csv/);
    } finally {
      server.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('ships a copy that loads: thousands of entries', async () => {
    const shipped = await loadCookieDb();
    assert.ok(shipped.entries.length > 2000);
    assert.equal(shipped.license, 'Apache-2.0');
  });

  it('ships the brotli twin of the copy in git, entry for entry (the package holds only the twin)', async () => {
    assert.deepEqual(await loadCookieDb(BUNDLED_DB_BROTLI), await loadCookieDb(BUNDLED_DB));
  });

  it('matches exact names, else the longest wildcard prefix; a domain match wins; disagreement stays unknown', () => {
    const knowledge = { known: [], db, hosts: {} };
    assert.equal(
      classify({ type: 'cookie', name: '_ga', domain: 'x.com' }, knowledge).purpose.startsWith('ID used'),
      true,
    );
    assert.equal(
      classify({ type: 'cookie', name: '_ga_ABC', domain: 'x.com' }, knowledge).purpose,
      'Keeps session state',
    );
    assert.equal(classify({ type: 'cookie', name: 'cart', domain: 'shop-a.com' }, knowledge).category, 'necessary');
    assert.equal(classify({ type: 'cookie', name: 'cart', domain: 'example.com' }, knowledge), undefined);
    assert.equal(classify({ type: 'cookie', name: 'mine', domain: 'example.com' }, knowledge), undefined);
  });

  it("puts the site's own declarations first, then requests by the tracking-host table", () => {
    const knowledge = {
      known: [{ name: 'cart*', category: 'functionality', provider: 'Us' }],
      db,
      hosts: { 'doubleclick.net': 'marketing' },
    };
    assert.equal(classify({ type: 'cookie', name: 'cart_2', domain: 'example.com' }, knowledge).provider, 'Us');
    assert.deepEqual(
      classify({ type: 'request', name: 'ad.doubleclick.net', domain: 'ad.doubleclick.net' }, knowledge).category,
      'marketing',
    );
    assert.equal(classify({ type: 'request', name: 'cdn.example', domain: 'cdn.example' }, knowledge), undefined);
    assert.equal(classify({ type: 'cookie', name: 'id', domain: 'doubleclick.net' }, knowledge).category, 'marketing');
  });

  it("knows the README's embed host, YouTube's privacy-enhanced player, which the blocker's table leaves out", () => {
    const knowledge = { known: [], db, hosts: {} };
    const host = 'www.youtube-nocookie.com';
    const request = classify({ type: 'request', name: host, domain: host }, knowledge);
    assert.equal(request.category, 'marketing', 'as the README gates its frame');
    assert.match(request.provider, /YouTube/);
    assert.equal(
      classify({ type: 'cookie', name: 'VISITOR_X', domain: 'youtube.com' }, knowledge).category,
      'marketing',
    );
    assert.equal(
      classify({ type: 'request', name: 'youtube.example', domain: 'youtube.example' }, knowledge),
      undefined,
    );
  });
});

describe('scan helpers', () => {
  it('writes durations as people do', () => {
    const now = 1_000_000_000;
    assert.equal(readableDuration(-1, now), 'session');
    assert.equal(readableDuration(now + 1800, now), '30 minutes');
    assert.equal(readableDuration(now + 86_400 * 30, now), '30 days');
    assert.equal(readableDuration(now + 86_400 * 395, now), '13 months');
    assert.equal(readableDuration(now + 86_400 * 800, now), '2 years');
  });

  it('tells first from third party, and reads a cookie write', () => {
    assert.equal(isFirstParty('static.example.co.uk', 'www.example.co.uk'), true);
    assert.equal(isFirstParty('tracker.com', 'example.com'), false);
    assert.equal(isFirstParty('127.0.0.2', '127.0.0.1'), false);
    assert.deepEqual(parseCookieWrite('a=1; Path=/; Domain=.Example.com', 'www.example.com'), {
      name: 'a',
      domain: 'example.com',
    });
    assert.deepEqual(parseCookieWrite('b=2', 'www.example.com'), { name: 'b', domain: 'www.example.com' });
  });

  it('finds the script in a stack, and tells an inline one', () => {
    const stack =
      'Error\n    at send (<anonymous>:3:40)\n    at set (<anonymous>:9:9)\n' +
      '    at track (https://cdn.example/tag.js:12:5)\n    at https://example.com/:4:1';
    assert.deepEqual(scriptFromStack(stack, 'https://example.com/'), {
      url: 'https://cdn.example/tag.js',
      line: 12,
      inline: false,
    });
    assert.deepEqual(scriptFromStack('Error\n    at https://example.com/page:19:22', 'https://example.com/page#x'), {
      url: 'https://example.com/page',
      line: 19,
      inline: true,
    });
    assert.equal(scriptFromStack('Error\n    at <anonymous>:1:1', 'https://example.com/'), undefined);
  });
});
