// `npm test`: every browser test, in headless Chromium by default, and the Node tests (test/node/, e.g. the server
// entry), ending with a plain "N passed, M failed" line that counts everything.
// `npm test -- --engines all` (CI) runs the browser tests in Chromium, Firefox and WebKit one after another
// (`--engines chromium,firefox` picks some; scripts/wtr/engines.mjs says how each is driven). Other arguments go
// to web-test-runner (`--files test/x.test.ts`).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findChromium } from './find-chromium.mjs';
import { ENGINE_PACKAGES, ENGINES, engineInstalled } from './wtr/engines.mjs';

const args = process.argv.slice(2);
const at = args.indexOf('--engines');
const asked = at >= 0 ? args.splice(at, 2)[1] : process.env.TEST_ENGINES || 'chromium';
const engines = asked === 'all' ? ENGINES : asked.split(',');
const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = () =>
  `${totals.passed} passed, ${totals.failed} failed` + (totals.skipped ? `, ${totals.skipped} skipped` : '');

if (engines.includes('chromium')) process.env.CHROME_PATH = findChromium();
// The drop-in tests load the built bundle (dist/), so build first; it takes a few seconds. The drop-in's files go
// into dist/ under their plain names (not dist/cdn/ named by content), which the tests look for.
// Files of an earlier build (other content hashes) would be tested as if shipped: start from an empty dist/.
rmSync('dist', { recursive: true, force: true });
execFileSync(process.execPath, ['node_modules/rollup/dist/bin/rollup', '-c', '--silent'], {
  stdio: 'inherit',
  env: { ...process.env, DROP_IN_LAYOUT: 'flat' },
});

// Node tests run first.
const nodeTests = readdirSync('test/node')
  .filter((file) => file.endsWith('.test.mjs'))
  .map((file) => `test/node/${file}`);
if (nodeTests.length) runNodeTests();

const work = mkdtempSync(path.join(tmpdir(), 'consent-tests-'));
for (const engine of engines) {
  if (!ENGINES.includes(engine)) throw new Error(`--engines: "${engine}" is none of ${ENGINES.join(', ')}, all`);
  if (!engineInstalled(engine)) {
    console.log(`[${engine}] not installed (Debian: apt-get install ${ENGINE_PACKAGES[engine]}): counted as 1 failure`);
    totals.failed += 1;
    continue;
  }
  const file = path.join(work, `${engine}.json`);
  const wtr = (wtrArgs) => {
    const command = [process.execPath, 'node_modules/@web/test-runner/dist/bin.js', ...wtrArgs];
    // WebKitGTK's browser needs a display: a virtual one when there is none.
    return engine === 'webkit' && !process.env.DISPLAY ? ['xvfb-run', '-a', ...command] : command;
  };
  const started = Date.now();
  const counts = await runEngine(engine, wtr(args), file);
  // A file that failed or whose page never finished (seen in Firefox on a loaded machine: the browser or its WebDriver
  // stopped answering) runs once more on its own, and its second run counts. It is named either way: a test that
  // passes only on its second run is flaky and must be looked at. More than three such files is no flake: they count.
  const again = Object.keys(counts.failedFiles ?? {});
  if (again.length && again.length <= 3) {
    const files = again.map((name) => path.relative(process.cwd(), name));
    console.log(`[${engine}] ${files.length} file(s) failed or never finished, run once more: ${files.join(', ')}`);
    const second = await runEngine(engine, wtr(['--files', ...files]), file);
    for (const key of ['passed', 'failed', 'skipped']) {
      for (const own of Object.values(counts.failedFiles)) counts[key] -= own[key];
      counts[key] += second[key];
    }
    if (!second.failed) console.log(`[${engine}] FLAKY (passed on the second run): ${files.join(', ')}`);
  }
  for (const key of Object.keys(totals)) totals[key] += counts[key];
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`[${engine}] ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped (${seconds} s)`);
}
rmSync(work, { recursive: true, force: true });
console.log(summary());
process.exit(totals.failed ? 1 : 0);

function runNodeTests() {
  const result = spawnSync(process.execPath, ['--test', '--test-reporter=tap', ...nodeTests], {
    encoding: 'utf8',
    timeout: 300_000, // prebid-gpp bundles Prebid.js and drives Chromium: a loaded machine needs minutes
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  const total = (name) => Number([...output.matchAll(new RegExp(`^# ${name} (\\d+)$`, 'gm'))].at(-1)?.[1] ?? 0);
  const passed = total('pass');
  const failed = total('fail') || (result.status === 0 ? 0 : 1);
  if (failed) process.stdout.write(output);
  console.log(`[node tests] ${passed} passed, ${failed} failed (${nodeTests.join(', ')})`);
  totals.passed += passed;
  totals.failed += failed;
}

/** One web-test-runner run in `engine`: its totals (plain-summary.mjs), a failure if it ended without them. */
async function runEngine(engine, command, file) {
  rmSync(file, { force: true });
  const code = await run(command, { ...process.env, TEST_ENGINES: engine, TEST_SUMMARY_FILE: file });
  let counts;
  try {
    counts = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    counts = { passed: 0, failed: 1, skipped: 0 }; // wtr ended before its summary (a launch failure)
  }
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

function run([command, ...rest], env) {
  return new Promise((resolve) => {
    const child = spawn(command, rest, { stdio: 'inherit', env });
    child.on('exit', (code, signal) => resolve(signal ? 1 : code));
    child.on('error', () => resolve(1));
  });
}
