// `npm run build`: bundles (rollup), type declarations (tsc, bundled per entry), the Custom Elements Manifest and
// the typings generated from it.
import { execFileSync } from 'node:child_process';
import { copyFileSync, rmSync } from 'node:fs';
import { joinTypings, writeDeclarations } from './build/declarations.mjs';
import { ENTRIES } from './build/entries.mjs';
import { writeTypings } from './build/typings.mjs';

const run = (script, args) => execFileSync(process.execPath, [script, ...args], { stdio: 'inherit' });

rmSync('dist', { recursive: true, force: true });
run('node_modules/rollup/dist/bin/rollup', ['-c', '--silent']);
// The licence texts of what the drop-in bundles also at the package's top (dist/), where the tarball promised them.
copyFileSync('dist/cdn/THIRD-PARTY-LICENSES.txt', 'dist/THIRD-PARTY-LICENSES.txt');
await writeDeclarations('tsconfig.build.json', [
  ...ENTRIES.map(({ name, source, typings = [] }) => ({
    name,
    source,
    extra: typings.map((file) => `import '${file}';`),
  })),
  // The drop-in script (`./drop-in`): its global, `window.ConsentElements`, and the tags it registers.
  { name: 'drop-in', source: 'src/drop-in/consent-elements.ts', extra: [`import './define.js';`] },
]);
run('node_modules/@custom-elements-manifest/analyzer/cem.js', [
  'analyze',
  '--config',
  'custom-elements-manifest.config.mjs',
  '--quiet',
]);
writeTypings('dist/custom-elements.json');
await joinTypings('dist/types');
