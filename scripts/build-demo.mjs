// The demo's two builds: dist/ (rollup, as `npm run build`) and the React demo, which esbuild bundles
// from demo/react/app.tsx (React from node_modules, the tags from dist/define.js) into demo/react/app.js.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

export async function buildReactDemo() {
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['demo/react/app.tsx'],
    outfile: 'demo/react/app.js',
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    // package.json's sideEffects names only dist files, so esbuild would drop the source tag registrations.
    ignoreAnnotations: true,
    logLevel: 'warning',
  });
}

/** rollup's build of dist/, as `npm run build` does it. */
export function buildDist() {
  execFileSync(process.execPath, ['node_modules/rollup/dist/bin/rollup', '-c', '--silent'], {
    cwd: root,
    stdio: 'inherit',
  });
}
