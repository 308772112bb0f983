// `npm test`: every browser test in headless Chromium, and the Node tests (test/node/, e.g. the server entry),
// ending with a plain "N passed, M failed" line that counts both.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { findChromium } from './find-chromium.mjs';

process.env.CHROME_PATH = findChromium();
// The drop-in tests load the built bundle (dist/), so build first; it takes a few seconds.
execFileSync(process.execPath, ['node_modules/rollup/dist/bin/rollup', '-c', '--silent'], { stdio: 'inherit' });

// Node tests run first; their totals reach the browser run's summary line through the environment.
const nodeTests = readdirSync('test/node').filter((file) => file.endsWith('.test.mjs')).map((file) => `test/node/${file}`);
if (nodeTests.length) {
  const run = spawnSync(process.execPath, ['--test', '--test-reporter=tap', ...nodeTests], { encoding: 'utf8', timeout: 120_000 });
  const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
  const total = (name) => Number([...output.matchAll(new RegExp(`^# ${name} (\\d+)$`, "gm"))].at(-1)?.[1] ?? 0);
  const passed = total('pass');
  const failed = total('fail') || (run.status === 0 ? 0 : 1);
  if (failed) process.stdout.write(output);
  console.log(`[node tests] ${passed} passed, ${failed} failed (${nodeTests.join(', ')})`);
  process.env.NODE_TESTS_PASSED = String(passed);
  process.env.NODE_TESTS_FAILED = String(failed);
}
const child = spawn(process.execPath, ['node_modules/@web/test-runner/dist/bin.js', ...process.argv.slice(2)], { stdio: 'inherit' });
child.on('exit', (code, signal) => {
  if (signal) process.exit(1);
  process.exit(code || (Number(process.env.NODE_TESTS_FAILED) > 0 ? 1 : 0));
});
