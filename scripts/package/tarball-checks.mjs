// The packed tarball as the registry would get it: `npm pack` (lifecycle scripts off: dist/ is built already),
// then publint and arethetypeswrong (ESM-only profile: the package ships no CommonJS) on the .tgz, both offline.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';

/** The resolution kinds the ESM-only profile leaves out: CommonJS `require` and TypeScript's node10. */
const IGNORED = new Set(['node10', 'node16-cjs']);
/**
 * The packed size the package promises to stay under. Issue 23 set 300 KB (279 KB then); the site scan's copy of the
 * Open Cookie Database (scan/data/, 82 KB packed, so `consent-elements scan` classifies offline) and the server's
 * banner renderer came after (447 KB). Then (issue 23, item 8): maps map source lines, not every token (-65 KB);
 * the languages ship once, in dist/cdn/locales/, which the ESM build and the server import too (-30 KB); the
 * declarations are bundled per entry (-7 KB); the cookie database ships brotli-compressed (-16 KB): 347 KB. What
 * remains is code (the drop-in with React 114 KB, the ESM build 90 KB), the cookie database (66 KB, every field used
 * by the scan), declarations and metadata. 365 KB leaves room for a feature, not for a regression of this size.
 * 2026-11-27: + dist/consent-elements.js (the drop-in entry at the path CONTRACT.md names, loading from dist/cdn/),
 * 16 KB: 363 KB; the ceiling 375 KB.
 * 2026-11-28 (issue 40): + the consent statistics (consentStats in dist/server.js with its map and declarations,
 * the `stats` command and our migration in bin/), about 7 KB: 376 KB; the ceiling 385 KB. With this session's
 * other work (the scan's own host list and category names, the opt-out notice's strings in every locale): 388 KB.
 * The ceiling is now 400 KB, the one issue 38 set for the package (the cookie database ships in it).
 * 2026-11-28 (issue 39, GPP): the drop-in's gpp-section.js bundles IAB's @iabgpp/cmpapi (every GPP section's
 * encoder, 142 KB minified, 18 KB gzip) with its Apache-2.0 text beside it: 396 KB; the ceiling 400 KB.
 * Session 14, all of it together: 416 KB. The source maps (27 KB packed, scripts/rollup/trim-maps.mjs) no longer ship:
 * the build keeps them beside dist/ without a sourceMappingURL comment ('hidden'), so a site's DevTools asks for no
 * missing file; a stack trace from a site now reads as the minified bundle. 389 KB.
 * Session 15: the scan's suggestedServices, the changelog: 401 KB. The Apache-2.0 text, shipped twice (beside the
 * cookie database and beside gpp-section.js), ships once as LICENSES/Apache-2.0.txt, to which both point: 398 KB.
 * Issue 36 item 2 (named wiring: the manager\'s slices pass objects by name, whose keys every build keeps): +0.7 KB;
 * still under the 400 KB ceiling issue 38 set.
 * With the rest of session 15 (composition, renames, tests' docs): 400.3 KB; dist/THIRD-PARTY-LICENSES.txt says where
 * the texts are (dist/cdn/, the only folder bundling third-party code) instead of copying them, and the changelog and
 * README say less twice: 399.5 KB.
 */
export const MAX_PACKED_BYTES = 400_000;

/** Packs the package in `root` into a temporary folder; returns the tarball, its files and sizes. */
export function pack(root = '.') {
  const dir = mkdtempSync(path.join(tmpdir(), 'consent-pack-'));
  const out = execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', dir], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const [info] = JSON.parse(out);
  return {
    tarball: path.join(dir, info.filename),
    files: info.files.map((file) => file.path),
    size: info.size,
    unpackedSize: info.unpackedSize,
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** publint's errors and warnings (suggestions are printed, not counted). */
export async function publintProblems(tarball) {
  const bytes = readFileSync(tarball);
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  const { messages, pkg } = await publint({ pack: { tarball: buffer }, level: 'suggestion' });
  const text = (message) => `publint ${message.type}: ${formatMessage(message, pkg) ?? message.code}`;
  for (const message of messages.filter((m) => m.type === 'suggestion')) console.log(text(message));
  return messages.filter((message) => message.type !== 'suggestion').map(text);
}

/** arethetypeswrong's problems under the ESM-only profile. */
export function typesProblems(tarball) {
  const bin = path.resolve('node_modules/@arethetypeswrong/cli/dist/index.js');
  const run = spawnSync(process.execPath, [bin, tarball, '--profile', 'esm-only', '--format', 'json'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  let report;
  try {
    report = JSON.parse(run.stdout);
  } catch {
    return [`attw did not run: ${(run.stderr || run.stdout).slice(0, 500)}`];
  }
  const problems = Array.isArray(report.problems) ? report.problems : Object.values(report.problems ?? {}).flat();
  return problems
    .filter((problem) => !IGNORED.has(problem.resolutionKind))
    .map((problem) => `attw ${problem.kind}: ${problem.entrypoint ?? ''} (${problem.resolutionKind ?? 'any'})`);
}
