// `npm test`: every browser test in headless Chromium, ending with a plain "N passed, M failed" line.
import { execFileSync, spawn } from 'node:child_process';
import { findChromium } from './find-chromium.mjs';

process.env.CHROME_PATH = findChromium();
// The drop-in tests load the built bundle (dist/), so build first; it takes a few seconds.
execFileSync(process.execPath, ['node_modules/rollup/dist/bin/rollup', '-c', '--silent'], { stdio: 'inherit' });
const child = spawn(process.execPath, ['node_modules/@web/test-runner/dist/bin.js', ...process.argv.slice(2)], { stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(signal ? 1 : code ?? 1));
