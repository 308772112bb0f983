// What the A/B scripts (bench-click-ab.mjs, bench-startup-ab.mjs) share: the shared bench's server and a Chromium, the
// variants given as `label=/path/to/dist/cdn` (a label alone: the `minimal` page), a context whose `ours` page loads
// its assets from a variant's folder, interleaved rounds and a table of medians.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { findChromium, CHROME_ARGS } from './find-chromium.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bench = process.env.BENCH_DIR ?? path.resolve(repo, '../shared/bench');
const TYPES = { '.css': 'text/css', '.json': 'application/json' };

/** `label=dir` arguments as `{ label, dir }`; a variant without a folder is the bench's `minimal` page. */
export const parseVariants = (specs) =>
  specs.map((spec) => {
    const [label, dir] = spec.split('=');
    return { label, dir: dir && path.resolve(dir) };
  });

/** The bench's server and a Chromium; `close()` stops both. */
export async function openBench() {
  const { chromium } = await import(pathToFileURL(path.join(bench, 'node_modules/playwright-core/index.mjs')).href);
  const { startServer } = await import(pathToFileURL(path.join(bench, 'server.mjs')).href);
  const server = await startServer({ port: 0 });
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROME_ARGS });
  return { browser, base: server.url, close: async () => (await browser.close(), await server.close()) };
}

/** A phone-sized context; with a variant's folder, the `ours` page's assets come from there. */
export async function variantContext(browser, { dir }) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 1 });
  if (dir) {
    await context.route('**/anchors/ours/dist/assets/**', (route) => {
      const file = path.join(dir, new URL(route.request().url()).pathname.replace(/^.*\/assets\//, ''));
      if (!fs.existsSync(file)) return route.fulfill({ status: 404 });
      return route.fulfill({
        contentType: TYPES[path.extname(file)] ?? 'text/javascript',
        body: fs.readFileSync(file),
      });
    });
  }
  return context;
}

/** Runs `round(variant)` `rounds` times per variant, the order reversed every other round; prints the medians. */
export async function interleave(variants, rounds, round, heading, columns) {
  const results = new Map(variants.map((variant) => [variant.label, []]));
  for (let i = 0; i < rounds; i++) {
    for (const variant of i % 2 ? [...variants].reverse() : variants)
      results.get(variant.label).push(await round(variant));
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(heading);
  for (const [label, runs] of results) {
    const cells = columns.map((key) =>
      median(runs.map((run) => run[key]))
        .toFixed(1)
        .padStart(7),
    );
    console.log(label.padEnd(12), ...cells);
  }
}
