// Angular 21 (CLI production build; a standalone component with CUSTOM_ELEMENTS_SCHEMA), built twice: with zone.js
// and zoneless (Angular 21's default for new apps). The README's ESM quick start, verbatim, in src/main.ts; the tags
// in the component's template; the document's consent-change and an element's events bound the Angular way update
// the view; a frame Angular adds after consent loads at once; Angular settles (stable, no render pass while idle).
// No React in the main bundle: it loads with the views only once the banner must show.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '../../../scripts/consumers/serve-static.mjs';
import { checkConsentFlow, checkQuickStart } from '../shared-checks.mjs';

const REACT = 'react.transitional.element'; // a symbol React 19's runtime defines
const ZONE = '__zone_symbol__'; // zone.js's prefix
const MAP = 'https://maps.example/embed';
const BUILDS = { 'zone.js': 'dist/browser', zoneless: 'dist-zoneless/browser' };

function checkBundles(folder, zone) {
  const files = readdirSync(folder).filter((file) => file.endsWith('.js'));
  const main = files.find((file) => /^main-.*\.js$/.test(file));
  assert.ok(main, 'the production build has a hashed main bundle');
  assert.ok(!readFileSync(path.join(folder, main), 'utf8').includes(REACT), 'main holds no React');
  const initial = readFileSync(path.join(folder, 'index.html'), 'utf8').match(/[\w-]+\.js/g);
  const hasZone = initial.some((file) => readFileSync(path.join(folder, file), 'utf8').includes(ZONE));
  assert.equal(hasZone, zone, `zone.js is ${zone ? '' : 'not '}loaded`);
}

async function checkApp({ page, requests, served, folder }) {
  const text = (selector) => page.locator(selector).textContent();
  const shows = (selector, expected) =>
    page.waitForFunction(([what, value]) => document.querySelector(what)?.textContent === value, [selector, expected], {
      timeout: 5_000,
    });
  await checkConsentFlow(
    { page, requests },
    {
      async before() {
        await shows('#banner', 'banner: shown');
        assert.equal(await text('#marketing'), 'marketing: undecided');
      },
      async after() {
        await shows('#marketing', 'marketing: granted');
        await shows('#banner', 'banner: hidden');
      },
    },
  );
  assert.ok(!requests.some((url) => url.startsWith(MAP)), 'the second frame is not there yet');
  await page.click('#add-frame');
  await page.waitForFunction((map) => document.querySelector('#added iframe')?.src === map, MAP, { timeout: 5_000 });
  for (let i = 0; i < 50 && !requests.some((url) => url.startsWith(MAP)); i++) await page.waitForTimeout(100);
  assert.ok(
    requests.some((url) => url.startsWith(MAP)),
    'a frame Angular adds once granted loads',
  );

  // Settled: Angular reports stable, and no render pass runs while nothing happens.
  await page.waitForFunction(() => window.__angularStable === true, null, { timeout: 5_000 });
  const renders = await page.evaluate(() => window.__angularRenders);
  assert.ok(renders > 0, 'Angular rendered');
  await page.waitForTimeout(1_500);
  assert.deepEqual(
    await page.evaluate(() => [window.__angularStable, window.__angularRenders]),
    [true, renders],
    'Angular settles once the consent flow is done',
  );

  const lazy = served.filter((file) => /^\/chunk-.*\.js$/.test(file));
  const hasReact = (file) => readFileSync(path.join(folder, file), 'utf8').includes(REACT);
  assert.ok(lazy.some(hasReact), 'React loads on demand');
}

export default {
  serve: BUILDS['zone.js'],
  async node({ dir, run }) {
    checkQuickStart('esm', path.join(dir, 'src/main.ts'));
    run('npx', ['--no-install', 'ng', 'build', '--configuration', 'zoneless']);
    checkBundles(path.join(dir, BUILDS['zone.js']), true);
    checkBundles(path.join(dir, BUILDS.zoneless), false);
  },
  async browser({ page, requests, dir, served }) {
    await checkApp({ page, requests, served, folder: path.join(dir, BUILDS['zone.js']) }).catch((error) => {
      throw new Error(`zone.js: ${error.message}`);
    });
    const zoneless = await serveStatic(path.join(dir, BUILDS.zoneless));
    try {
      requests.length = 0;
      await page.context().clearCookies(); // the decision's cookie mirror ignores the port: a first visit again
      await page.goto(zoneless.url);
      await checkApp({ page, requests, served: zoneless.served, folder: path.join(dir, BUILDS.zoneless) });
    } catch (error) {
      throw new Error(`zoneless: ${error.message}`, { cause: error });
    } finally {
      await zoneless.close();
    }
  },
};
