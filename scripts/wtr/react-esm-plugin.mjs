// React 19 ships CommonJS only. The dev server cannot expose its named exports, so we pre-bundle
// the React entry points once with esbuild (code-split, so every entry shares one React instance)
// and serve them from memory under /__react_esm__/.
import { createRequire } from 'node:module';
import * as esbuild from 'esbuild';

const require = createRequire(import.meta.url);
const SPECIFIERS = ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/client'];
const PREFIX = '/__react_esm__/';
const fileName = (spec) => spec.replace(/\//g, '__') + '.js';

function virtualEntry(spec) {
  const names = Object.keys(require(spec)).filter((name) => name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name));
  return `import * as all from '${spec}';\nexport { ${names.join(', ')} } from '${spec}';\nexport default (all.default ?? all);\n`;
}

export function reactEsmPlugin() {
  const files = new Map();
  return {
    name: 'react-esm',
    async serverStart() {
      const result = await esbuild.build({
        entryPoints: Object.fromEntries(SPECIFIERS.map((spec) => [fileName(spec).slice(0, -3), `virtual:${spec}`])),
        bundle: true,
        splitting: true,
        format: 'esm',
        write: false,
        outdir: '/out',
        define: { 'process.env.NODE_ENV': '"development"' },
        logLevel: 'silent',
        plugins: [
          {
            name: 'virtual-react',
            setup(build) {
              build.onResolve({ filter: /^virtual:/ }, (args) => ({ path: args.path.slice(8), namespace: 'virtual' }));
              build.onLoad({ filter: /.*/, namespace: 'virtual' }, (args) => ({
                contents: virtualEntry(args.path),
                resolveDir: process.cwd(),
              }));
            },
          },
        ],
      });
      for (const file of result.outputFiles) files.set(PREFIX + file.path.slice('/out/'.length), file.text);
    },
    resolveImport({ source }) {
      if (SPECIFIERS.includes(source)) return PREFIX + fileName(source);
    },
    serve(context) {
      const body = files.get(context.path);
      if (body !== undefined) return { body, type: 'js' };
    },
  };
}
