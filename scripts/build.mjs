// `npm run build`: bundles (rollup), type declarations (tsc, bundled per entry), the Custom Elements Manifest and
// the typings generated from it.
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { joinTypings, writeDeclarations } from './build/declarations.mjs';
import { ENTRIES } from './build/entries.mjs';
import { writeTypings } from './build/typings.mjs';

const run = (script, args) => execFileSync(process.execPath, [script, ...args], { stdio: 'inherit' });

rmSync('dist', { recursive: true, force: true });
run('node_modules/rollup/dist/bin/rollup', ['-c', '--silent']);
// The licence texts of what the drop-in bundles also at the package's top (dist/), where the tarball promised them.
// Only the drop-in's files in dist/cdn/ bundle third-party code (the ESM files leave it to the site's bundler): the
// texts are there once, and this file says where.
writeFileSync(
  'dist/THIRD-PARTY-LICENSES.txt',
  'The licence texts of the third-party code the drop-in bundles (React, React DOM, scheduler, r2wc, IAB GPP) are in\n' +
    'cdn/THIRD-PARTY-LICENSES.txt and cdn/gpp-section.LICENSES.txt. No other file in dist/ bundles third-party code.\n',
);
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
