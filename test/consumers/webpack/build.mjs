// A plain-HTML site bundled by webpack 5 in production mode (tree-shaking, `sideEffects`, minified, split chunks
// loaded on demand), the tags in the page's markup. Prints webpack's stats of which modules it kept.
import { cpSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';

const compiler = webpack({
  mode: 'production',
  context: import.meta.dirname,
  entry: { main: './src/main.js' },
  output: {
    path: path.resolve(import.meta.dirname, 'dist/assets'),
    publicPath: '/assets/',
    filename: '[name].js',
    chunkFilename: '[name].[contenthash].js',
    clean: true,
  },
  devtool: false,
});

const stats = await new Promise((resolve, reject) =>
  compiler.run((error, result) => (error ? reject(error) : compiler.close(() => resolve(result)))));
if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
// Which modules each chunk holds, concatenated ones listed inside their group (check.mjs reads it).
const json = stats.toJson({
  all: false, chunks: true, chunkModules: true, nestedModules: true, ids: true,
  cachedModules: true, dependentModules: true,
});
writeFileSync('dist/stats.json', JSON.stringify(json));
cpSync('index.html', 'dist/index.html');
