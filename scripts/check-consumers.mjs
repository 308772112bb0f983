// `node scripts/check-consumers.mjs` (after `npm run build`): the packed tarball, as sites get it, in small apps.
// It runs `npm pack`, then for every fixture directory test/consumers/<name>/ that has a check.mjs: copies it to a
// temporary folder, runs `npm install <tarball>` there (the fixture's package.json pins its own tools), then
// `npm run build` and `npm run typecheck` when the fixture has those scripts, and calls the hooks its check.mjs
// exports by default:
//   serve: a folder of the copy to serve on 127.0.0.1 (the production build),
//   respond({ pathname, query, body }): optional; returns `{ headers, body }` to change what the server sends (a
//     page under a Content-Security-Policy),
//   browser({ page, requests, url, dir, served }): assertions in Chromium (playwright-core); non-loopback requests are
//     answered with a stub and listed in `requests`; `served` lists the paths the server sent; console errors and
//     page errors fail the fixture by themselves,
//   node({ dir, run }): assertions in Node (`run(cmd, args)` runs in the copy and returns stdout).
// A new fixture (another entry's, e.g. test/consumers/react-api/) needs only its folder: the runner picks it up.
// A fixture that does not list `react` must install without it (React is an optional peer).
// `CONSUMERS=name,name` runs some. Nothing is cached: every run installs afresh from the registry.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROME_ARGS, findChromium } from './find-chromium.mjs';
import { serveStatic } from './consumers/serve-static.mjs';
import { RECORD_EVENTS } from '../test/consumers/shared-checks.mjs';

const root = path.resolve('test/consumers');
const only = process.env.CONSUMERS?.split(',');
const fixtures = readdirSync(root).filter(
  (name) => existsSync(path.join(root, name, 'check.mjs')) && (!only || only.includes(name)),
);
const work = mkdtempSync(path.join(tmpdir(), 'consent-consumers-'));
const npm = (args, cwd) =>
  execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 300_000,
  });

if (!existsSync('dist/define.js')) {
  console.error('check-consumers: dist/ is missing; run `npm run build` first.');
  process.exit(1);
}
const tarball = path.join(
  work,
  npm(['pack', '--ignore-scripts', '--pack-destination', work, '--silent'], '.').trim().split('\n').pop(),
);
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROME_ARGS });
let failed = 0;

for (const name of fixtures) {
  const started = Date.now();
  const dir = path.join(work, name);
  let stop = async () => {};
  try {
    cpSync(path.join(root, name), dir, { recursive: true, filter: (file) => !/node_modules|[/\\]dist$/.test(file) });
    npm(['install', tarball], dir);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    // React is an optional peer: a site that does not list it (the drop-in's) must not get it.
    const listsReact = 'react' in { ...manifest.dependencies, ...manifest.devDependencies };
    if (!listsReact && existsSync(path.join(dir, 'node_modules/react'))) throw new Error('React was installed unasked');
    const scripts = manifest.scripts ?? {};
    if (scripts.build) npm(['run', 'build'], dir);
    if (scripts.typecheck) npm(['run', 'typecheck'], dir);
    const { default: check } = await import(pathToFileURL(path.join(root, name, 'check.mjs')).href);
    const run = (cmd, args) => execFileSync(cmd, args, { cwd: dir, encoding: 'utf8', timeout: 120_000 });
    if (check.node) await check.node({ dir, run });
    if (check.browser) {
      const server = await serveStatic(path.join(dir, check.serve ?? 'dist'), { respond: check.respond });
      stop = server.close;
      await inBrowser(check, { url: server.url, dir, served: server.served });
    }
    console.log(`ok    ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    failed++;
    const output = [error.stdout, error.stderr].filter(Boolean).join('\n').trim().split('\n').slice(-25).join('\n');
    console.log(`FAIL  ${name}: ${error.message}${output ? `\n${output}` : ''}`);
  } finally {
    await stop();
  }
}

await browser.close();
rmSync(work, { recursive: true, force: true });
console.log(`check-consumers: ${fixtures.length - failed} of ${fixtures.length} fixtures passed`);
process.exit(failed ? 1 : 0);

async function inBrowser(check, { url, dir, served }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const requests = [];
  const errors = [];
  await context.route('**/*', (route) => {
    const target = route.request().url();
    if (new URL(target).hostname === '127.0.0.1') return route.continue();
    requests.push(target);
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>stub</title>' });
  });
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.addInitScript(RECORD_EVENTS);
  try {
    await page.goto(url);
    await check.browser({ page, requests, url, dir, served });
    if (errors.length) throw new Error(`console errors: ${errors.join(' | ')}`);
  } finally {
    await context.close();
  }
}
