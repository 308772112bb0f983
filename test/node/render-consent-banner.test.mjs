// Node: renderConsentBanner (dist/server.js) paints the banner as an HTML string without a DOM, and the CLI
// (bin/consent-elements.mjs banner-html) prints it with its inline script's CSP hash. Run after a build.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConsentConfigError, renderConsentBanner } from '../../dist/server.js';

const bin = fileURLToPath(new URL('../../bin/consent-elements.mjs', import.meta.url));
const DAY = 86_400_000;
const cookieOf = (time, suffix = '') => `theme=x; consent-elements=ce1.1.${time.toString(36)}.a${suffix}; other=1`;
const inlineScript = (html) => /<script[^>]*>([\s\S]*)<\/script>$/.exec(html)[1];

test('paints the element with a declarative shadow root, its styles, the parts and the English texts', () => {
  assert.equal(typeof globalThis.document, 'undefined');
  const html = renderConsentBanner();
  assert.match(
    html,
    /^<consent-banner data-consent-shell data-consent-painted><template shadowrootmode="open"><style>/,
  );
  assert.match(html, /<\/template><\/consent-banner><script>\(function/);
  for (const part of [
    'banner',
    'title',
    'description',
    'actions',
    'reject-button',
    'accept-button',
    'customize-button',
  ]) {
    assert.match(html, new RegExp(`part="${part}"`));
  }
  assert.match(html, />We value your privacy</);
  assert.match(html, />Accept All</);
  assert.match(html, /dir="ltr" lang="en"/);
  assert.match(html, /\.banner\{position:fixed/, 'the banner sheet, minified as shipped');
  assert.doesNotMatch(html, /part="overlay"/);
  assert.match(renderConsentBanner({ options: { scrollLock: true } }), /part="overlay"/);
});

test('chooses the language from Accept-Language (q values), the input or the options; RTL for ar and he', () => {
  assert.match(renderConsentBanner({ acceptLanguage: 'xx, he-IL;q=0.9, de;q=0.95' }), /dir="ltr" lang="de"/);
  assert.match(renderConsentBanner({ acceptLanguage: 'he-IL,he;q=0.9' }), /dir="rtl" lang="he"/);
  assert.match(renderConsentBanner({ acceptLanguage: 'de', language: 'ar' }), /dir="rtl" lang="ar"/);
  assert.match(renderConsentBanner({ acceptLanguage: 'de', options: { language: 'fr' } }), /lang="fr"/);
  assert.match(renderConsentBanner({ acceptLanguage: 'zz' }), /lang="en"/);
  const own = renderConsentBanner({
    acceptLanguage: 'de-CH',
    options: { translations: { translations: { 'de-CH': { cookieBanner: { title: 'Grüezi' } } } } },
  });
  assert.match(own, /lang="de-CH"/);
  assert.match(own, />Grüezi</);
});

test('escapes every text and attribute value', () => {
  const html = renderConsentBanner({
    nonce: 'a"b',
    options: {
      legalLinks: { privacyPolicy: '/p?a=1&b="><script>alert(1)</script>' },
      translations: { translations: { en: { cookieBanner: { title: '<img src=x onerror=alert(1)>' } } } },
      theme: { '--consent-bg': 'url("x")' },
      storageKey: '</script><script>alert(1)</script>',
    },
  });
  assert.doesNotMatch(html, /<img|<script>alert/);
  assert.match(html, /&lt;img src=x onerror=alert\(1\)&gt;/);
  assert.match(html, /href="\/p\?a=1&amp;b=&quot;&gt;&lt;script&gt;/);
  assert.match(html, /style="--consent-bg: url\(&quot;x&quot;\);"/);
  assert.match(html, /<style nonce="a&quot;b">/);
  assert.equal(html.match(/<\/script>/g).length, 1, 'the storage key cannot end the inline script');
});

test('the nonce (input, else the option) is on the <style> and the <script>', () => {
  assert.equal(renderConsentBanner({ nonce: 'r4nd0m' }).match(/ nonce="r4nd0m"/g).length, 2);
  assert.equal(renderConsentBanner({ options: { nonce: 'opt' } }).match(/ nonce="opt"/g).length, 2);
  assert.doesNotMatch(renderConsentBanner(), /nonce/);
});

test("'' for a decision in the cookie that counts; the banner when it does not (revision, expiry, corrupt, cookie off)", () => {
  const now = Date.now();
  assert.equal(renderConsentBanner({ cookie: cookieOf(now) }), '');
  assert.equal(renderConsentBanner({ cookie: cookieOf(now, '.n3'), options: { revision: '3' } }), '');
  assert.notEqual(renderConsentBanner({ cookie: cookieOf(now, '.n2'), options: { revision: 3 } }), '');
  assert.notEqual(renderConsentBanner({ cookie: cookieOf(now), options: { revision: 1 } }), '');
  assert.notEqual(renderConsentBanner({ cookie: cookieOf(now - 40 * DAY), options: { consentExpiryDays: 30 } }), '');
  assert.equal(renderConsentBanner({ cookie: cookieOf(now - 20 * DAY), options: { consentExpiryDays: 30 } }), '');
  assert.notEqual(renderConsentBanner({ cookie: 'consent-elements=garbage' }), '');
  assert.notEqual(renderConsentBanner({ cookie: cookieOf(now), options: { cookie: false } }), '');
  const named = cookieOf(now).replace('consent-elements=', 'cc=');
  assert.equal(renderConsentBanner({ cookie: named, options: { cookie: { name: 'cc' } } }), '');
});

test('validates the options as configure() does, and the input', () => {
  assert.throws(
    () => renderConsentBanner({ options: { scrollLock: 'yes' } }),
    (error) => error instanceof ConsentConfigError && error.field === 'scrollLock',
  );
  assert.throws(() => renderConsentBanner({ options: { nope: 1 } }), ConsentConfigError);
  assert.throws(() => renderConsentBanner({ language: 'not a tag' }), /"language"/);
  assert.throws(() => renderConsentBanner({ cookie: 42 }), /"cookie"/);
  assert.throws(() => renderConsentBanner({ location: { country: 'DE' } }), /"location"/);
  assert.notEqual(renderConsentBanner({ location: { countryCode: 'DE', regionCode: 'BY' } }), '');
});

test("CLI banner-html: the element and its script on stdout, the script's CSP hash on stderr", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'banner-html-'));
  try {
    const config = path.join(dir, 'consent.json');
    writeFileSync(
      config,
      JSON.stringify({ revision: 7, colorScheme: 'dark', legalLinks: { privacyPolicy: '/privacy' } }),
    );
    const run = spawnSync(process.execPath, [bin, 'banner-html', '--config', config, '--lang', 'ar'], {
      encoding: 'utf8',
    });
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /^<consent-banner [^>]*><template shadowrootmode="open">/);
    assert.match(run.stdout, /data-scheme="dark"[^>]*dir="rtl" lang="ar"/);
    assert.match(run.stdout, /href="\/privacy"/);
    assert.match(run.stdout, /"revision":7/);
    const hash = `'sha256-${createHash('sha256').update(inlineScript(run.stdout.trimEnd())).digest('base64')}'`;
    assert.equal(run.stderr.trim(), hash);

    const usage = execFileSync(process.execPath, [bin, '--help'], { encoding: 'utf8' });
    assert.match(usage, /banner-html/);
    writeFileSync(config, JSON.stringify({ trapFocus: 'no' }));
    const bad = spawnSync(process.execPath, [bin, 'banner-html', '--config', config], { encoding: 'utf8' });
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /"trapFocus"/);
    assert.equal(bad.stdout, '');
    const unknown = spawnSync(process.execPath, [bin, 'nope'], { encoding: 'utf8' });
    assert.equal(unknown.status, 2);
    assert.match(unknown.stderr, /Unknown command: nope/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
