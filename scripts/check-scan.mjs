// CI: `consent-elements scan --fail-on-violation` on the demo, as a site would run it before a deploy: the demo must
// set nothing but necessary items before a decision and after Reject All. Run after `npm run build`; exits 1 on
// failure. (The fixture site, which breaks the rules on purpose, is test/scan/: `npm run test:scan`.)
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startDemoServer } from '../demo/server.mjs';
import { findChromium } from './find-chromium.mjs';

process.env.CHROME_PATH = findChromium();
const demo = await startDemoServer({ port: 0, database: 'memory', quiet: true });
const dir = await mkdtemp(path.join(tmpdir(), 'check-scan-'));
const json = path.join(dir, 'demo.json');
const failures = [];
try {
  const code = await new Promise((resolve) => {
    const args = [
      'bin/consent-elements.mjs',
      'scan',
      `${demo.url}?country=DE`,
      '--config',
      'demo/scan.config.json',
      '--json',
      json,
      '--fail-on-violation',
    ];
    const child = execFile(process.execPath, args, { timeout: 120_000 }, (error) =>
      resolve(error ? (error.code ?? 'timeout') : 0),
    );
    child.stdout.pipe(process.stdout);
    child.stderr.pipe(process.stderr);
  });
  if (code !== 0) failures.push(`the scan of the demo exited ${code}, not 0`);
  const declaration = JSON.parse(await readFile(json, 'utf8').catch(() => '{}'));
  const necessary = (declaration.categories?.necessary ?? []).map((item) => item.name);
  if (!necessary.includes('privacy-consent-storage')) failures.push("the demo's consent record is not necessary");
  const unknown = (declaration.unknown ?? []).map((item) => item.name);
  if (unknown.length) failures.push(`unknown items (describe them in demo/scan.config.json): ${unknown.join(', ')}`);
} finally {
  await demo.close();
  await rm(dir, { recursive: true, force: true });
}
for (const failure of failures) console.error(`FAIL ${failure}`);
console.log(`check-scan: ${failures.length ? `${failures.length} failed` : 'the demo sets nothing before consent'}`);
process.exit(failures.length ? 1 : 0);
