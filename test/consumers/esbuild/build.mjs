// A plain-HTML site bundled by esbuild (production: minified, code splitting), the tags in the page's markup. The
// page preloads the entry's chunks, as docs/frameworks.md shows: esbuild writes no HTML, and without the links the
// browser finds them only once it has parsed the entry.
import { readFileSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

const result = await build({
  entryPoints: ['src/main.js'],
  bundle: true,
  splitting: true,
  format: 'esm',
  minify: true,
  outdir: 'dist/assets',
  entryNames: 'index',
  metafile: true,
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});
const [, entry] = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint === 'src/main.js');
const preloads = entry.imports
  .filter((chunk) => chunk.kind === 'import-statement')
  .map((chunk) => `<link rel="modulepreload" href="/assets/${chunk.path.split('/').pop()}" />`);
const html = readFileSync('index.html', 'utf8').replace('</head>', `  ${preloads.join('\n    ')}\n  </head>`);
writeFileSync('dist/index.html', html);
