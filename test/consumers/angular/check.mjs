// Angular (CLI production build, zone.js, a standalone component with CUSTOM_ELEMENTS_SCHEMA): the README's ESM
// quick start, verbatim, in src/main.ts; the tags in the component's template; the document's consent-change and
// an element's events bound the Angular way update the view; a frame Angular adds after consent loads at once.
// The main bundle carries no React; it loads with the views only once the banner must show.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkConsentFlow, checkQuickStart } from '../shared-checks.mjs';

const REACT = 'react.transitional.element'; // a symbol React 19's runtime defines
const MAP = 'https://maps.example/embed';

export default {
  serve: 'dist/browser',
  async node({ dir }) {
    checkQuickStart('esm', path.join(dir, 'src/main.ts'));
    const main = readdirSync(path.join(dir, 'dist/browser')).find((file) => /^main-.*\.js$/.test(file));
    assert.ok(main, 'the production build has a hashed main bundle');
    assert.ok(!readFileSync(path.join(dir, 'dist/browser', main), 'utf8').includes(REACT), 'main holds no React');
  },
  async browser({ page, requests, dir, served }) {
    const text = (selector) => page.locator(selector).textContent();
    await checkConsentFlow({ page, requests }, {
      async before() {
        await page.waitForFunction(() => document.querySelector('#banner')?.textContent === 'banner: shown');
        assert.equal(await text('#marketing'), 'marketing: undecided');
      },
      async after() {
        await page.waitForFunction(() => document.querySelector('#marketing')?.textContent === 'marketing: granted');
        await page.waitForFunction(() => document.querySelector('#banner')?.textContent === 'banner: hidden');
      },
    });
    assert.ok(!requests.some((url) => url.startsWith(MAP)), 'the second frame is not there yet');
    await page.click('#add-frame');
    await page.waitForFunction((map) => document.querySelector('#added iframe')?.src === map, MAP, { timeout: 5_000 });
    for (let i = 0; i < 50 && !requests.some((url) => url.startsWith(MAP)); i++) await page.waitForTimeout(100);
    assert.ok(requests.some((url) => url.startsWith(MAP)), 'a frame Angular adds once granted loads');

    const lazy = served.filter((file) => /^\/chunk-.*\.js$/.test(file));
    const hasReact = (file) => readFileSync(path.join(dir, 'dist/browser', file), 'utf8').includes(REACT);
    assert.ok(lazy.some(hasReact), 'React loads on demand');
  },
};
