// `npm run build`: bundles (rollup), type declarations (tsc, with the extensions node16/nodenext need), the Custom
// Elements Manifest and the typings generated from it.
import { execFileSync } from 'node:child_process';
import { copyFileSync, readdirSync, rmSync } from 'node:fs';
import { addExtensions, pruneUnreachable, writeEntryDeclaration } from './build/declarations.mjs';
import { ENTRIES } from './build/entries.mjs';
import { writeTypings } from './build/typings.mjs';

const run = (script, args) => execFileSync(process.execPath, [script, ...args], { stdio: 'inherit' });

rmSync('dist', { recursive: true, force: true });
run('node_modules/rollup/dist/bin/rollup', ['-c', '--silent']);
// The licence texts of what the drop-in bundles also at the package's top (dist/), where the tarball promised them.
copyFileSync('dist/cdn/THIRD-PARTY-LICENSES.txt', 'dist/THIRD-PARTY-LICENSES.txt');
run('node_modules/typescript/bin/tsc', ['-p', 'tsconfig.build.json']);
addExtensions('dist/dts');
for (const { name, source, typings = [] } of ENTRIES) {
  writeEntryDeclaration(name, source, typings.map((file) => `import '${file}';`));
}
// The drop-in script (`./drop-in`): its global, `window.ConsentElements`, and the tags it registers.
writeEntryDeclaration('drop-in', 'src/drop-in/consent-elements.ts', [`import './define.js';`]);
run('node_modules/@custom-elements-manifest/analyzer/cem.js', ['analyze', '--config', 'custom-elements-manifest.config.mjs', '--quiet']);
writeTypings('dist/custom-elements.json');
// Declarations only the entries' typings reach ship (tsc wrote one per source file).
const typings = readdirSync('dist/types').map((file) => `dist/types/${file}`);
pruneUnreachable('dist/dts', [...readdirSync('dist').filter((file) => file.endsWith('.d.ts')).map((file) => `dist/${file}`), ...typings]);
