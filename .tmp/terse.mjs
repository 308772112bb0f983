import { minify } from 'terser';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
const code = readFileSync('dist/consent-elements.js', 'utf8');
const g = (s) => gzipSync(s, { level: 9 }).length;
console.log('as built', g(code));
const variants = {
  base: { compress: { passes: 2 }, format: { comments: false } },
  p3: { compress: { passes: 3 }, format: { comments: false } },
  unsafe: { compress: { passes: 3, unsafe: true, unsafe_arrows: true, unsafe_methods: true, pure_getters: true, unsafe_comps: true }, format: { comments: false } },
  ecma: { ecma: 2020, compress: { passes: 3, ecma: 2020, unsafe_arrows: true, pure_getters: true, booleans_as_integers: false }, format: { comments: false, ecma: 2020 } },
  wrapfunc: { compress: { passes: 2 }, format: { comments: false, wrap_func_args: false } },
};
for (const [name, options] of Object.entries(variants)) console.log(name, g((await minify(code, options)).code));
