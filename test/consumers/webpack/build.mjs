// A plain-HTML site bundled by webpack 5 in production mode (tree-shaking, `sideEffects`, minified, split chunks
// loaded on demand), the tags in the page's markup, set up for a strict CSP and Trusted Types as webpack documents.
// Writes webpack's stats of which modules each chunk kept (dist/stats.json).
import { cpSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';

const compiler = webpack({
  mode: 'production',
  context: import.meta.dirname,
  // The nonce for webpack's own chunk loading first, then the app (the README's quick start).
  entry: { main: ['./src/webpack-nonce.js', './src/main.js'] },
  output: {
    path: path.resolve(import.meta.dirname, 'dist/assets'),
    publicPath: '/assets/',
    filename: '[name].js',
    chunkFilename: '[name].[contenthash].js',
    clean: true,
    // Under Trusted Types webpack writes its chunks' URLs through a policy of its own, which the page's CSP allows.
    trustedTypes: { policyName: 'webpack' },
  },
  devtool: false,
});

const stats = await new Promise((resolve, reject) =>
  compiler.run((error, result) => (error ? reject(error) : compiler.close(() => resolve(result)))),
);
if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
// Which modules each chunk holds, concatenated ones listed inside their group (check.mjs reads it).
const json = stats.toJson({
  all: false,
  chunks: true,
  chunkModules: true,
  nestedModules: true,
  ids: true,
  cachedModules: true,
  dependentModules: true,
});
writeFileSync('dist/stats.json', JSON.stringify(json));
cpSync('index.html', 'dist/index.html');
