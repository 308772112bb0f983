// esbuild (minified, code splitting): a second bundler that honours `sideEffects`. The README's ESM quick start,
// verbatim, is the whole entry; the tags are in the page's markup, with a modulepreload for each chunk the entry
// imports (build.mjs, as docs/frameworks.md shows). React loads only once the banner must show.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkConsentFlow, checkQuickStart } from '../shared-checks.mjs';
import { staticGraph, staticImports } from '../../../scripts/static-graph.mjs';

export default {
  serve: 'dist',
  async node({ dir }) {
    checkQuickStart('esm', path.join(dir, 'src/main.js'));
    const assets = path.join(dir, 'dist/assets');
    const main = readFileSync(path.join(assets, 'index.js'), 'utf8');
    assert.ok(!main.includes('react.transitional.element'), 'the entry bundle holds no React');
    // Issue 38's decision 3: a first visit's banner needs no second fetch round. Its painter (it announces
    // consent-banner-show) and the strings' code are in the entry's static graph; i18n.js, still a file of its own for
    // the core's on-demand import, imports nothing beyond that graph.
    const entry = staticGraph(assets, 'index.js');
    const text = [...entry].map((file) => readFileSync(path.join(assets, file), 'utf8')).join('\n');
    assert.ok(text.includes('consent-banner-show'), "the banner's painter is in the entry's static graph");
    assert.ok(text.includes('We value your privacy'), "the strings' code (English) is in the entry's static graph");
    const strings = readdirSync(assets).filter((file) => /^i18n-[\w-]+\.js$/.test(file));
    assert.equal(strings.length, 1, 'one file holds the strings');
    const beyond = staticImports(assets, strings[0]).filter((file) => !entry.has(file));
    assert.deepEqual(beyond, [], 'the strings import no chunk outside the entry graph');
    // docs/frameworks.md's build script: the page preloads each chunk the entry imports, and nothing else.
    const html = readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="\/assets\/([\w.-]+)"/g)].map(
      ([, file]) => file,
    );
    assert.deepEqual(
      preloaded.sort(),
      staticImports(assets, 'index.js').sort(),
      "the page preloads the entry's chunks",
    );
  },
  async browser({ page, requests }) {
    await checkConsentFlow({ page, requests });
    // Each preloaded chunk is fetched once: the entry's import finds it in the module map.
    const fetches = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel=modulepreload]')].map(
        (link) => performance.getEntriesByName(link.href, 'resource').length,
      ),
    );
    assert.ok(fetches.length > 0 && fetches.every((count) => count === 1), `preloaded chunks fetched once: ${fetches}`);
  },
};
