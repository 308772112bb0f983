// `npm run build`: bundles (rollup), type declarations (tsc), the Custom Elements Manifest and the JSX typings.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { writeJsxTypes } from './jsx-types.mjs';

const run = (script, args) => execFileSync(process.execPath, [script, ...args], { stdio: 'inherit' });

rmSync('dist', { recursive: true, force: true });
run('node_modules/rollup/dist/bin/rollup', ['-c', '--silent']);
run('node_modules/typescript/bin/tsc', ['-p', 'tsconfig.build.json']);
writeFileSync('dist/index.d.ts', "export * from './dts/src/index';\n");
writeFileSync('dist/define.d.ts', "export * from './dts/elements/index';\n");
writeFileSync('dist/server.d.ts', "export * from './dts/src/server/index';\n");
run('node_modules/@custom-elements-manifest/analyzer/cem.js', ['analyze', '--globs', 'elements/consent-*.ts', '--outdir', 'dist', '--quiet']);
mkdirSync('dist/types', { recursive: true });
writeJsxTypes('dist/custom-elements.json', 'dist/types/react.d.ts');
