// esbuild (minified, code splitting): a second bundler that honours `sideEffects`. The README's ESM quick start,
// verbatim, is the whole entry; the tags are in the page's markup. React loads only once the banner must show.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkConsentFlow, checkQuickStart } from '../shared-checks.mjs';

const IMPORTED = /(?:^|[;}\s])(?:import|export)\s*(?:[^'"();]*?from\s*)?["']\.\/([\w.-]+\.js)["']/g;

/** The chunks a file of dist/assets/ imports statically (its next fetch round). */
const staticImports = (assets, name) =>
  [...readFileSync(path.join(assets, name), 'utf8').matchAll(IMPORTED)].map(([, file]) => file);

/** The entry and every chunk it imports statically, all fetched before the entry runs. */
function staticGraph(assets, name, files = new Set()) {
  if (!files.has(name)) {
    files.add(name);
    for (const file of staticImports(assets, name)) staticGraph(assets, file, files);
  }
  return files;
}

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
  },
  async browser({ page, requests }) {
    await checkConsentFlow({ page, requests });
  },
};
