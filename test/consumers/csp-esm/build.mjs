// The ESM build bundled by esbuild (minified, code splitting, chunks fetched with import()), for pages served under
// a strict Content-Security-Policy and Trusted Types (check.mjs sets the headers).
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
cpSync('public', 'dist', { recursive: true });
