// Node: what the README tells a new user and a contributor stays true. The package is not on npm before its first
// release, so the README builds it here; the HTML quick start gives the privacy-policy link scanners look for; the
// Node version the dev tools ask for is named, and `npm install` on an older Node does not bury the output in
// EBADENGINE warnings.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { checkQuickStart } from '../consumers/shared-checks.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const read = (file) => readFileSync(new URL(file, `file://${ROOT}`), 'utf8');
const README = read('README.md');
const pkg = JSON.parse(read('package.json'));

test('before the first release, the README installs a tarball built from this repository', () => {
  const tarball = `consent-elements-${pkg.version}.tgz`;
  assert.match(README, /Not on npm yet/);
  assert.match(README, new RegExp(`npm pack\\b.*writes ${tarball.replaceAll('.', '\\.')}`));
  assert.ok(README.includes(`npm install ../consent-elements/${tarball}`), 'the install line names the tarball');
  assert.ok(pkg.scripts.prepack.includes('build'), 'npm pack builds dist/ first');
  assert.match(read('CONTRIBUTING.md'), /## Release checklist[\s\S]*first release[\s\S]*Not on npm yet/);
});

test("the HTML quick start links the site's privacy policy, with a valid option", async () => {
  const block = README.slice(README.indexOf('## Quick start: plain HTML')).match(/```html\n([\s\S]*?)```/)[1];
  const json = block.match(/<script type="application\/json" id="consent-config">([\s\S]*?)<\/script>/)[1];
  const options = JSON.parse(json);
  assert.deepEqual(options.legalLinks, { privacyPolicy: '/privacy' });
  const { resolveConfig } = await import('../../dist/index.js');
  assert.equal(resolveConfig(options).legalLinks.privacyPolicy, '/privacy');
  checkQuickStart('html', fileURLToPath(new URL('../consumers/html-drop-in/index.html', import.meta.url)));
});

test('the Node the dev tools ask for is named, and npm keeps their engine warnings quiet', () => {
  const lock = JSON.parse(read('package-lock.json'));
  // The highest minimum any installed package asks for, e.g. ">=22.12.0" -> "22.12".
  const wanted = Object.values(lock.packages)
    .map((entry) => /^>=\s*(\d+)\.(\d+)/.exec(entry.engines?.node ?? ''))
    .filter(Boolean)
    .map(([, major, minor]) => [Number(major), Number(minor)])
    .sort(([a, b], [c, d]) => c - a || d - b)[0];
  const version = `${wanted[0]}.${wanted[1]}`;
  assert.ok(README.includes(`Node ${version}+`), `README names Node ${version}+`);
  assert.ok(read('CONTRIBUTING.md').includes(`Node ${version} or newer`), `CONTRIBUTING names Node ${version}`);
  const loglevel = execFileSync('npm', ['config', 'get', 'loglevel'], { cwd: ROOT, encoding: 'utf8' }).trim();
  assert.equal(loglevel, 'error', "the repository's .npmrc quiets EBADENGINE (engine-strict=false does not)");
});
