import * as esbuild from 'esbuild';
const ext = ['./ui','./banner-shell','../blockers/install-blocking','../client/backend-client','./dom-gates','../i18n/strings','./google-consent-mode','../gating/dom-gates','../gating/google-consent-mode'];
const r = await esbuild.build({ entryPoints: ['src/drop-in/consent-elements.ts'], bundle: true, minify: true, format: 'iife', write: false, metafile: true, target: 'es2022',
  plugins: [{ name: 'ext', setup(b) { b.onResolve({ filter: /ui$|banner-shell$|install-blocking$|backend-client$|dom-gates$|i18n\/strings$|google-consent-mode$|locales\// }, (a) => a.kind === 'dynamic-import' ? { path: a.path, external: true } : null); } }] });
const out = Object.values(r.metafile.outputs)[0];
const rows = Object.entries(out.inputs).map(([k, v]) => [v.bytesInOutput, k]).sort((a, b) => b[0] - a[0]);
for (const [b, k] of rows) console.log(String(b).padStart(6), k);
console.log(out.bytes);
const { gzipSync } = await import('node:zlib');
console.log('gzip', gzipSync(out.bytes ? r.outputFiles[0].contents : '', { level: 9 }).length);
