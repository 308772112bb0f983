// Measures what the request blocker adds to each fetch() call, in headless Chromium.
//   node scripts/bench-request-blocker.mjs [rounds=20] [calls=2000]
// The fetches are pre-aborted, so they reject before any network work: what remains is the
// cost of the call itself, with and without the blocker's wrapper in front of it.
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { chromium } from 'playwright-core';
import { CHROME_ARGS, findChromium } from './find-chromium.mjs';

const ROUNDS = Number(process.argv[2] ?? 20);
const CALLS = Number(process.argv[3] ?? 2000);
const root = fileURLToPath(new URL('..', import.meta.url));
const executablePath = findChromium();
const args = [
  ...CHROME_ARGS,
  // gc() between bursts: without it the garbage of one burst (aborted controllers, rejected
  // promises) is collected during the next one and the noise is larger than the blocker's cost.
  '--js-flags=--expose-gc',
];

const bundle = await esbuild.build({
  stdin: {
    contents: `export { installRequestBlocker } from './src/blockers/request-blocker';
               export { createHostMatcher } from './src/blockers/host-rules';`,
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  format: 'iife',
  globalName: 'ConsentBlockers',
  target: 'es2022',
  minify: true,
  write: false,
});
const script = bundle.outputFiles[0].text;

const server = http.createServer((req, res) => {
  res.writeHead(req.url === '/' ? 200 : 204, { 'content-type': 'text/html', 'cache-control': 'no-store' });
  res.end(req.url === '/' ? '<!doctype html><title>bench</title>' : '');
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();

let browser;
const watchdog = setTimeout(() => {
  console.error('benchmark timed out');
  process.exit(2);
}, 120_000);
try {
  browser = await chromium.launch({ executablePath, args, headless: true });
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.addScriptTag({ content: script });
  const result = await page.evaluate(
    async ({ rounds, calls }) => {
      const { installRequestBlocker, createHostMatcher } = window.ConsentBlockers;
      const matcher = createHostMatcher();
      const TRACKING = 'https://www.google-analytics.com/g/collect?v=2&tid=G-XXXX';
      const FIRST_PARTY = '/x';
      // Eight different tracking hosts in turn, so that no two consecutive calls share a host.
      const ROTATING = [
        'https://www.google-analytics.com/g/collect',
        'https://connect.facebook.net/signals/config',
        'https://static.hotjar.com/c/hotjar.js',
        'https://api-iam.intercom.io/messenger/web/ping',
        'https://logx.optimizely.com/v1/events',
        'https://bat.bing.com/action/0',
        'https://cdn.segment.com/v1/projects',
        'https://securepubads.g.doubleclick.net/gampad/ads',
      ];

      // One compiled copy of the loop per case (new Function), so that no case inherits another's
      // JIT feedback; `f` is the fetch under test, called as a plain function like `fetch(...)`.
      const makeBurst = () =>
        new Function(
          'f',
          'urls',
          'calls',
          `
      const t0 = performance.now();
      for (let i = 0; i < calls; i++) {
        const c = new AbortController();
        c.abort();
        f(urls[i & 7], { signal: c.signal }).catch(() => {});
      }
      return ((performance.now() - t0) * 1000) / calls;`,
        );
      const settle = async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        gc();
        await new Promise((resolve) => setTimeout(resolve, 0));
      };
      const median = (xs) => {
        const s = [...xs].sort((a, b) => a - b);
        const m = s.length >> 1;
        return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
      };

      // Installed once, as on a real page; the baseline calls the original fetch directly.
      const nativeFetch = window.fetch;
      installRequestBlocker({ matcher, isGranted: () => true });
      const blockedFetch = window.fetch;
      if (blockedFetch === nativeFetch) throw new Error('the blocker did not install');

      const same = (url) => Array(8).fill(url);
      const cases = [
        ['baselineFirstParty', nativeFetch, same(FIRST_PARTY)],
        ['blockerFirstParty', blockedFetch, same(FIRST_PARTY)],
        ['baselineTracking', nativeFetch, same(TRACKING)],
        ['blockerTracking', blockedFetch, same(TRACKING)],
        ['baselineRotating', nativeFetch, ROTATING],
        ['blockerRotating', blockedFetch, ROTATING],
      ].map(([name, f, urls]) => ({ name, f, urls, burst: makeBurst() }));
      const samples = Object.fromEntries(cases.map(({ name }) => [name, []]));
      // The first rounds warm up the JIT and are discarded; the cases are interleaved in every
      // round so that drift (GC, CPU frequency) hits all of them alike.
      const WARMUP = 5;
      for (let round = 0; round < WARMUP + rounds; round++) {
        for (const { name, f, urls, burst } of cases) {
          const t = burst(f, urls, calls);
          if (round >= WARMUP) samples[name].push(t);
          await settle();
        }
      }
      // Added cost per round is paired (blocker minus the baseline measured right before it),
      // which cancels most of the drift between rounds; the table shows medians.
      const paired = (with_, without) => median(samples[with_].map((t, i) => t - samples[without][i]));
      return {
        ...Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, median(v)])),
        addedFirstParty: paired('blockerFirstParty', 'baselineFirstParty'),
        addedTracking: paired('blockerTracking', 'baselineTracking'),
        addedRotating: paired('blockerRotating', 'baselineRotating'),
      };
    },
    { rounds: ROUNDS, calls: CALLS },
  );

  const f = (n) => n.toFixed(3).padStart(9);
  console.log(
    `Chromium ${browser.version()}, ${ROUNDS} rounds x ${CALLS} pre-aborted fetch() calls, median µs per call`,
  );
  console.log('');
  console.log('url kind                      baseline  with blocker  added cost');
  console.log(
    `first-party "/x"             ${f(result.baselineFirstParty)}     ${f(result.blockerFirstParty)}   ${f(result.addedFirstParty)}`,
  );
  console.log(
    `allowed tracking host        ${f(result.baselineTracking)}     ${f(result.blockerTracking)}   ${f(result.addedTracking)}`,
  );
  console.log(
    `8 allowed hosts in turn      ${f(result.baselineRotating)}     ${f(result.blockerRotating)}   ${f(result.addedRotating)}`,
  );
} finally {
  clearTimeout(watchdog);
  await browser?.close();
  server.closeAllConnections?.();
  server.close();
}
