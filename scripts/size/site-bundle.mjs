// What a Vue, Svelte or plain-JS site ships in its entry chunk for the README's ESM quick start: the package
// bundled by esbuild as the site's build would (minified, code-split, the package's `exports` and `sideEffects`),
// counting the entry and every chunk it imports statically, gzipped together. Lazy chunks (views, React) load later.
import { mkdtempSync, rmSync, symlinkSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';

const QUICK_START = `
import { configure, getConsentManager } from 'consent-elements';
import 'consent-elements/define';
configure({ consentCategories: ['necessary', 'measurement', 'marketing'] });
document.addEventListener('consent-change', (event) => console.log(event.detail.consents));
if (getConsentManager().has('measurement')) console.log('analytics');
`;

/** Gzip bytes of the quick start's entry chunk and its static imports, built against the package at `root`. */
export async function siteEntryBytes(root) {
  const dir = mkdtempSync(path.join(tmpdir(), 'consent-size-'));
  try {
    mkdirSync(path.join(dir, 'node_modules'));
    symlinkSync(root, path.join(dir, 'node_modules', 'consent-elements'), 'dir');
    writeFileSync(path.join(dir, 'entry.js'), QUICK_START);
    const result = await esbuild.build({
      absWorkingDir: dir,
      entryPoints: ['entry.js'],
      outdir: 'out',
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: true,
      write: false,
      metafile: true,
      logLevel: 'error',
      external: ['react', 'react-dom', 'react-dom/*', 'react/*'],
    });
    const code = new Map(result.outputFiles.map((file) => [path.relative(dir, file.path), file.contents]));
    const graph = new Set();
    const visit = (file) => {
      if (graph.has(file)) return;
      graph.add(file);
      for (const { path: next, kind } of result.metafile.outputs[file].imports) {
        if (kind === 'import-statement' && code.has(next)) visit(next);
      }
    };
    visit('out/entry.js');
    return gzipSync(Buffer.concat([...graph].map((file) => code.get(file))), { level: 9 }).length;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
