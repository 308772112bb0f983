// Node: renderConsentBanner (dist/server.js) with the `policies` option: the policy of the visitor's location decides
// what is painted (nothing, the opt-out notice, the banner), and a decision counts only under that policy. Run after
// a build.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseConsentCookie, renderConsentBanner } from '../../dist/server.js';
import { policyPresets } from '../../dist/index.js';

const policies = [policyPresets.europeOptIn(), policyPresets.usOptOut(), policyPresets.worldNoBanner()];
const CA = { countryCode: 'US', regionCode: 'CA' };
const DE = { countryCode: 'DE' };
const card = (html) => /<div part="banner"[^>]*>/.exec(html)?.[0] ?? '';
const cookieOf = (suffix = '') => `a=1; consent-elements=ce1.1.${Date.now().toString(36)}.a${suffix}`;
const settings = (html) => JSON.parse(/\}\)\((\{.*\})\)<\/script>$/.exec(html)[1]);

test('US-CA under usOptOut: the notice, titled "Your Privacy Choices", a region without overlay or modality', () => {
  const html = renderConsentBanner({ location: CA, options: { policies, scrollLock: true } });
  assert.match(html, /^<consent-banner data-consent-shell data-consent-painted><template shadowrootmode="open">/);
  assert.match(html, /part="title"[^>]*>Your Privacy Choices</);
  assert.doesNotMatch(html, /We value your privacy/);
  assert.match(card(html), /role="region"/);
  assert.doesNotMatch(card(html), /aria-modal/);
  assert.doesNotMatch(html, /part="overlay"/, 'the notice never locks scrolling');
  for (const part of ['description', 'actions', 'reject-button', 'accept-button', 'customize-button']) {
    assert.match(html, new RegExp(`part="${part}"`));
  }
  assert.equal(settings(html).policy, 'us-opt-out', 'the inline script checks decisions against the painted policy');
  assert.equal(settings(html).gpc, true, 'and takes Global Privacy Control as the opt-out');
  assert.equal(
    settings(renderConsentBanner({ location: CA, options: { policies: [{ ...policies[1], gpc: false }] } })).gpc,
    false,
  );
  assert.match(
    renderConsentBanner({ location: CA, acceptLanguage: 'de', options: { policies } }),
    />Ihre Datenschutzoptionen</,
  );
});

test('DE under europeOptIn: the banner as without policies (modal dialog, its title)', () => {
  const html = renderConsentBanner({ location: DE, options: { policies } });
  assert.match(html, />We value your privacy</);
  // Issue 22: without the overlay a trapping banner is a non-modal dialog; modal (aria-modal) with scroll-lock.
  assert.equal(card(html), card(renderConsentBanner()), 'the card as without policies');
  assert.match(card(html), /role="dialog"/);
  assert.match(
    card(renderConsentBanner({ location: DE, options: { policies, scrollLock: true } })),
    /role="dialog" aria-modal="true"/,
  );
  assert.equal(settings(html).policy, 'europe-opt-in');
  assert.equal(settings(html).gpc, false);
  assert.equal(settings(renderConsentBanner()).policy, null, 'without policies any decision counts as before');
});

test("a 'none' policy, and no location with a 'none' fallback: '' (no banner)", () => {
  assert.equal(renderConsentBanner({ location: { countryCode: 'JP' }, options: { policies } }), '');
  assert.equal(renderConsentBanner({ options: { policies } }), '', 'no location: the fallback policy');
  assert.equal(renderConsentBanner({ location: { countryCode: 'US', regionCode: 'WA' }, options: { policies } }), '');
});

test('no location: the `location` option, else the fallback, else the default opt-in banner', () => {
  assert.match(renderConsentBanner({ options: { policies, location: CA } }), />Your Privacy Choices</);
  assert.match(renderConsentBanner({ location: DE, options: { policies, location: CA } }), />We value your privacy</);
  const noFallback = [policyPresets.usOptOut()];
  assert.match(card(renderConsentBanner({ options: { policies: noFallback } })), /role="dialog"/);
  const optOutFallback = [{ id: 'rest', match: { fallback: true }, model: 'opt-out' }];
  assert.match(renderConsentBanner({ options: { policies: optOutFallback } }), />Your Privacy Choices</);
});

test('a decision counts only under the policy painted; made under another one, the banner again', () => {
  assert.equal(parseConsentCookie(cookieOf('~us-opt-out')).policyId, 'us-opt-out');
  assert.equal(renderConsentBanner({ cookie: cookieOf('~us-opt-out'), location: CA, options: { policies } }), '');
  assert.equal(renderConsentBanner({ cookie: cookieOf('~europe-opt-in'), location: DE, options: { policies } }), '');
  const other = renderConsentBanner({ cookie: cookieOf('~europe-opt-in'), location: CA, options: { policies } });
  assert.match(other, />Your Privacy Choices</);
  const moved = renderConsentBanner({ cookie: cookieOf('~us-opt-out'), location: DE, options: { policies } });
  assert.match(moved, />We value your privacy</);
  assert.notEqual(
    renderConsentBanner({ cookie: cookieOf(), location: DE, options: { policies } }),
    '',
    'a decision made before the policies existed is asked again',
  );
  assert.equal(
    renderConsentBanner({ cookie: cookieOf('.n2~europe-opt-in'), location: DE, options: { policies, revision: 2 } }),
    '',
  );
  assert.notEqual(
    renderConsentBanner({ cookie: cookieOf('.n1~europe-opt-in'), location: DE, options: { policies, revision: 2 } }),
    '',
  );
  assert.equal(renderConsentBanner({ cookie: cookieOf('~europe-opt-in') }), '', 'without policies the id is ignored');
});

test('policies and location are validated as configure() does', () => {
  assert.throws(
    () => renderConsentBanner({ options: { policies: [{ id: 'x', match: {}, model: 'opt-in' }] } }),
    /policies\[0\]\.match/,
  );
  assert.throws(
    () => renderConsentBanner({ options: { policies: [{ id: 'x', match: { fallback: true }, model: 'no' }] } }),
    /policies\[0\]\.model/,
  );
});

test('CLI banner-html: the policy of the `location` in --config, else the fallback', () => {
  const bin = fileURLToPath(new URL('../../bin/consent-elements.mjs', import.meta.url));
  const dir = mkdtempSync(path.join(tmpdir(), 'banner-html-policies-'));
  try {
    const config = path.join(dir, 'consent.json');
    const run = (options) => {
      writeFileSync(config, JSON.stringify(options));
      return spawnSync(process.execPath, [bin, 'banner-html', '--config', config], { encoding: 'utf8' });
    };
    const notice = run({ policies, location: CA });
    assert.equal(notice.status, 0, notice.stderr);
    assert.match(notice.stdout, />Your Privacy Choices</);
    assert.match(notice.stdout, /"policy":"us-opt-out"/);
    assert.match(notice.stderr, /^'sha256-/);
    const none = run({ policies });
    assert.equal(none.status, 0, none.stderr);
    assert.equal(none.stdout.trim(), '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
