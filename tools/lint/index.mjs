// typescript-eslint parses with TypeScript's JS API (ts.createSourceFile), which TypeScript 7 no longer ships: the
// project's `typescript` is 7 (native `tsc`), so this package carries TypeScript 6 for the linter alone. npm hoists
// some of typescript-eslint's helpers (ts-api-utils) next to TypeScript 7, where `require('typescript')` would find
// the wrong one, so every `typescript` request from the linter's own packages is pointed at TypeScript 6 here.
import Module, { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const typescript6 = require.resolve('typescript');
const major = Number(require('typescript').version.split('.')[0]);
if (major >= 7) throw new Error(`tools/lint needs TypeScript 6 or older for typescript-eslint, found ${major}`);

const linterPackage = /[\\/]node_modules[\\/](?:@typescript-eslint[\\/]|ts-api-utils[\\/]|typescript-eslint[\\/])/;
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  if (request === 'typescript' && parent?.filename && linterPackage.test(parent.filename)) return typescript6;
  return resolveFilename.call(this, request, parent, ...rest);
};

const { default: tseslint } = await import('typescript-eslint');
export default tseslint;
