// `consent-elements scan` against the fixture site, whose truth is known (test/scan/fixture-server.mjs): what it
// finds, how it classifies and attributes it, its exit codes and its answers to bad input.
// Needs `npm run build` first (the drop-in bundle and dist/scan/). Run: node --test test/scan/
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { startFixture } from './fixture-server.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CONFIG = fileURLToPath(new URL('./fixture/scan-config.json', import.meta.url));

/** Runs the bin; resolves with its exit code and output (never rejects). */
const scan = (args, timeout = 120_000) =>
  new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(ROOT, 'bin/consent-elements.mjs'), 'scan', ...args],
      { timeout, cwd: ROOT },
      (error, stdout, stderr) => resolve({ code: error ? (error.code ?? 'killed') : 0, stdout, stderr }),
    );
  });

let fixture;
let dir;
before(async () => {
  fixture = await startFixture();
  dir = await mkdtemp(path.join(tmpdir(), 'scan-test-'));
});
after(async () => {
  await fixture?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('scan of the fixture site', () => {
  let result;
  let declaration;
  let html;
  before(async () => {
    const json = path.join(dir, 'scan.json');
    const report = path.join(dir, 'scan.html');
    result = await scan([
      fixture.url,
      '--config',
      CONFIG,
      '--pages',
      '1',
      '--json',
      json,
      '--html',
      report,
      '--fail-on-violation',
    ]);
    declaration = JSON.parse(await readFile(json, 'utf8'));
    html = await readFile(report, 'utf8');
  });
  const tp = () => fixture.thirdParty;
  const find = (name, type = 'cookie') =>
    Object.entries(declaration.categories)
      .flatMap(([category, items]) => items.map((item) => ({ ...item, category })))
      .find((item) => item.name === name && item.type === type);
  const violation = (phase, name) =>
    declaration.violations.find((entry) => entry.phase === phase && entry.item.name === name);

  it("exits 1 with --fail-on-violation, and writes the declaration in the contract's shape", () => {
    assert.equal(result.code, 1, result.stderr);
    assert.deepEqual(Object.keys(declaration), [
      'scannedAt',
      'tool',
      'pages',
      'categories',
      'unknown',
      'warnings',
      'violations',
      'suggestedServices',
    ]);
    assert.equal(declaration.tool.name, 'consent-elements');
    assert.match(declaration.tool.version, /^\d+\.\d+\.\d+/);
    assert.deepEqual(declaration.pages, [fixture.url, `${fixture.url}about.html`]);
    for (const item of [...Object.values(declaration.categories).flat(), ...declaration.unknown]) {
      assert.deepEqual(Object.keys(item), ['name', 'type', 'provider', 'domain', 'purpose', 'duration', 'firstParty']);
    }
  });

  it('finds and classifies first- and third-party cookies set by headers and by scripts', () => {
    assert.deepEqual(find('PHPSESSID'), {
      name: 'PHPSESSID',
      type: 'cookie',
      provider: 'PHP.net',
      domain: '127.0.0.1',
      purpose: find('PHPSESSID').purpose,
      duration: 'session',
      firstParty: true,
      category: 'necessary',
    });
    assert.deepEqual(
      { ...find('_ga'), purpose: '' },
      {
        name: '_ga',
        type: 'cookie',
        provider: 'Google Analytics',
        domain: '127.0.0.1',
        purpose: '',
        duration: '13 months',
        firstParty: true,
        category: 'measurement',
      },
    );
    const ide = find('IDE');
    assert.equal(ide.category, 'marketing');
    assert.equal(ide.domain, '127.0.0.2');
    assert.equal(ide.firstParty, false);
    assert.equal(ide.duration, '13 months', "Chromium caps a cookie's lifetime at 400 days");
    assert.equal(find('_fbp').category, 'marketing');
  });

  it("finds storage keys and classifies them (the site's config, the library's own, the cookie database)", () => {
    assert.equal(find('fixture-visit', 'sessionStorage').category, 'necessary');
    assert.equal(find('fixture-visit', 'sessionStorage').provider, 'Fixture');
    assert.equal(find('privacy-consent-storage', 'localStorage').provider, 'consent-elements');
    assert.equal(
      find('ajs_anonymous_id', 'localStorage').category,
      'measurement',
      'the managed script after Accept All',
    );
  });

  it("lists third-party requests (the pixel's host) with the category the config gives it", () => {
    const request = find('127.0.0.2', 'request');
    assert.equal(request.category, 'marketing');
    assert.equal(request.provider, 'Fixture Ads');
    assert.equal(request.firstParty, false);
  });

  it('lists unknown items as unknown, never guessed, and warns about them before a decision', () => {
    const unknown = declaration.unknown.map((item) => `${item.type} ${item.name}`).sort();
    assert.deepEqual(unknown, [
      'cookie fixture_ab',
      'cookie fixture_lang',
      'cookie frame_uid',
      'localStorage site-theme',
    ]);
    for (const item of declaration.unknown) {
      assert.equal(item.provider, null);
      assert.equal(item.purpose, null);
    }
    const frame = declaration.unknown.find((item) => item.name === 'frame_uid');
    assert.equal(frame.firstParty, false);
    const warned = declaration.warnings
      .filter((entry) => entry.phase === 'before-decision')
      .map((entry) => entry.item.name);
    assert.deepEqual(warned.sort(), ['fixture_ab', 'fixture_lang', 'frame_uid', 'site-theme']);
    assert.ok(
      !declaration.violations.some((entry) => declaration.unknown.some((item) => item.name === entry.item.name)),
    );
  });

  it('names what set each violation before a decision: the script, or the response', () => {
    assert.match(violation('before-decision', '_ga').reason, new RegExp(`set by the script ${tp()}/analytics\\.js`));
    assert.match(violation('before-decision', 'IDE').reason, new RegExp(`Set-Cookie header .* ${tp()}/pixel\\.gif`));
    assert.ok(violation('before-decision', '127.0.0.2'));
    const frame = declaration.warnings.find((entry) => entry.item?.name === 'frame_uid');
    assert.match(frame.reason, new RegExp(`set by the script ${tp()}/frame\\.js`));
    const inline = declaration.warnings.find((entry) => entry.item?.name === 'fixture_lang');
    assert.match(inline.reason, new RegExp(`inline script of ${fixture.url}`));
    const header = declaration.warnings.find((entry) => entry.item?.name === 'fixture_ab');
    assert.match(header.reason, new RegExp(`Set-Cookie header of the response from ${fixture.url}`));
  });

  it('finds the violation after Reject All that did not exist before', () => {
    assert.equal(violation('before-decision', '_fbp'), undefined);
    assert.match(violation('after-reject', '_fbp').reason, new RegExp(`set by the script ${tp()}/after\\.js`));
    assert.match(violation('after-reject', '127.0.0.2').reason, /after\.js/);
  });

  it('does not count necessary items or the managed script that waited for consent', () => {
    const names = declaration.violations.map((entry) => entry.item.name);
    for (const name of ['PHPSESSID', 'fixture-visit', 'privacy-consent-storage', 'ajs_anonymous_id']) {
      assert.ok(!names.includes(name), name);
    }
    assert.ok(!names.some((name) => name.endsWith('/consented.js')));
  });

  it('proposes one service per provider it saw, which the services option accepts as they are', async () => {
    const suggested = declaration.suggestedServices;
    const analytics = suggested.find((service) => service.name === 'Google Analytics');
    assert.deepEqual(analytics, {
      id: 'google-analytics',
      name: 'Google Analytics',
      category: 'measurement',
      cookies: ['_ga'],
      hosts: [],
    });
    assert.equal(suggested.find((service) => service.cookies.includes('IDE'))?.category, 'marketing');
    assert.ok(!suggested.some((service) => service.name === 'consent-elements'), 'our own storage is no service');
    assert.equal(new Set(suggested.map((service) => service.id)).size, suggested.length);
    const { resolveConfig } = await import(path.join(ROOT, 'dist/index.js'));
    const resolved = resolveConfig({ services: suggested });
    assert.deepEqual(
      resolved.services.map((service) => service.id),
      suggested.map((service) => service.id),
    );
    assert.match(html, /<h2>Suggested services \(\d+\)<\/h2>/);
    assert.match(html, /&#34;id&#34;: &#34;google-analytics&#34;/);
  });

  it('writes a readable HTML report: violations first, grouped by category, escaped', () => {
    assert.ok(html.indexOf('Violations (') < html.indexOf('Declaration by category'));
    assert.match(html, /<h3>Analytics<\/h3>/, 'named as the dialog names it');
    assert.match(html, /<caption>/);
    assert.match(html, /<th scope="col">Name<\/th>/);
    assert.doesNotMatch(html, /<script/);
  });
});

describe('a start URL that redirects to another host', () => {
  let result;
  let declaration;
  before(async () => {
    const quick = path.join(dir, 'moved-config.json');
    const json = path.join(dir, 'moved.json');
    const { writeFile } = await import('node:fs/promises');
    await writeFile(quick, JSON.stringify({ timeoutMs: 6000, settleMs: 500 }));
    result = await scan([`${fixture.thirdParty}/moved`, '--config', quick, '--json', json]);
    declaration = JSON.parse(await readFile(json, 'utf8'));
  });
  const items = () => [...Object.values(declaration.categories).flat(), ...declaration.unknown];

  it('says that the page moved, in the terminal and in the warnings', () => {
    assert.equal(result.code, 0, result.stderr);
    const moved = `${fixture.thirdParty}/moved moved to ${fixture.url} (another host)`;
    assert.ok(result.stderr.includes(moved), result.stderr);
    assert.ok(declaration.warnings.some((entry) => entry.reason.includes(moved)));
    assert.ok(result.stdout.includes(moved), 'the summary repeats it');
  });

  it("scans the final origin as the first party: the site's items are first party, the page is no request", () => {
    assert.deepEqual(declaration.pages, [fixture.url]);
    const own = items().find((item) => item.name === 'PHPSESSID');
    assert.equal(own.firstParty, true);
    assert.equal(own.domain, '127.0.0.1');
    assert.equal(
      items().find((item) => item.type === 'request' && item.name === '127.0.0.1'),
      undefined,
      'the page itself is not a third-party request',
    );
    assert.equal(items().find((item) => item.name === 'IDE').firstParty, false);
  });
});

describe('scan exit codes', () => {
  const quick = () => path.join(dir, 'quick.json');
  before(async () => {
    const { writeFile } = await import('node:fs/promises');
    await writeFile(quick(), JSON.stringify({ timeoutMs: 4000, settleMs: 300 }));
  });
  const freePort = () =>
    new Promise((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address();
        server.close(() => resolve(port));
      });
    });

  it('exits 2 with a clear message for an unreachable URL', async () => {
    const { code, stderr } = await scan([`http://127.0.0.1:${await freePort()}/`, '--config', quick()], 60_000);
    assert.equal(code, 2);
    assert.match(stderr, /could not be loaded: net::ERR_CONNECTION_REFUSED/);
  });

  it('exits 2 for a page without the banner', async () => {
    const { code, stderr } = await scan([`${fixture.url}no-banner.html`, '--config', quick()], 60_000);
    assert.equal(code, 2);
    assert.match(stderr, /has no <consent-banner>/);
  });

  it('exits 2 when the banner cannot be clicked', async () => {
    const { code, stderr } = await scan([`${fixture.url}covered.html`, '--config', quick()], 60_000);
    assert.equal(code, 2);
    assert.match(stderr, /Reject All button could not be clicked/);
  });

  it('exits 2, in bounded time, for a page that never stops loading', async () => {
    const started = Date.now();
    const { code, stderr } = await scan([`${fixture.url}never-loads.html`, '--config', quick()], 60_000);
    assert.equal(code, 2);
    assert.match(stderr, /did not finish loading within 4 s/);
    assert.ok(Date.now() - started < 30_000);
  });

  it('exits 2 for bad arguments and a bad config, naming the problem', async () => {
    assert.match((await scan(['not a url'])).stderr, /Not a URL/);
    assert.equal((await scan([fixture.url, '--pages', 'x'])).code, 2);
    const bad = path.join(dir, 'bad.json');
    const { writeFile } = await import('node:fs/promises');
    await writeFile(bad, JSON.stringify({ known: [{ name: 'x', category: 'ads' }] }));
    const { code, stderr } = await scan([fixture.url, '--config', bad]);
    assert.equal(code, 2);
    assert.match(stderr, /"known\[0\]\.category" must be one of/);
  });

  it('says what to install when playwright-core is missing', async () => {
    const { loadPlaywright } = await import('../../scan/browser.mjs');
    await assert.rejects(
      loadPlaywright('playwright-core-not-installed'),
      /npm install --save-dev playwright-core-not-installed/,
    );
  });
});
