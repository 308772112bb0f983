// A plain-HTML site bundled by esbuild (production: minified, code splitting), the tags in the page's markup.
import { cpSync } from 'node:fs';
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.js'],
  bundle: true,
  splitting: true,
  format: 'esm',
  minify: true,
  outdir: 'dist/assets',
  entryNames: 'index',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});
cpSync('index.html', 'dist/index.html');
