// Vite + Vue: the production build defines the tags and runs the consent flow; its main bundle carries no React,
// which loads (with the views) only once the banner must show. Prints the gzip sizes docs/frameworks.md quotes.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { checkConsentFlow, checkQuickStart } from '../shared-checks.mjs';
import { staticGraph } from '../../../scripts/static-graph.mjs';

const REACT = 'react.transitional.element'; // a symbol React 19's runtime defines

export default {
  serve: 'dist',
  async node({ dir }) {
    checkQuickStart('esm', path.join(dir, 'src/main.js'));
    const env = { ...process.env, BARE: '1' };
    const options = { cwd: dir, env, stdio: 'ignore', timeout: 120_000 };
    execFileSync('npx', ['vite', 'build', '--outDir', 'dist-bare'], options);
  },
  async browser({ page, requests, dir, served }) {
    const assets = path.join(dir, 'dist/assets');
    const gzip = (file, folder = assets) => gzipSync(readFileSync(path.join(folder, file)), { level: 9 }).length;
    const mainOf = (folder) => readdirSync(folder).find((file) => /^index-.*\.js$/.test(file));
    // What the page fetches before the app runs: the entry and the chunks it imports (Vite preloads them together).
    const graphBytes = (folder) =>
      [...staticGraph(folder, mainOf(folder))].reduce((sum, file) => sum + gzip(file, folder), 0);
    const entry = staticGraph(assets, mainOf(assets));
    const added = graphBytes(assets) - graphBytes(path.join(dir, 'dist-bare/assets'));
    for (const file of entry)
      assert.ok(!readFileSync(path.join(assets, file), 'utf8').includes(REACT), `${file} holds no React`);
    const lazyFiles = readdirSync(assets).filter((file) => file.endsWith('.js') && !entry.has(file));

    await checkConsentFlow({ page, requests });
    const lazy = served.filter(
      (file) => file.startsWith('/assets/') && file.endsWith('.js') && !entry.has(path.basename(file)),
    );
    const hasReact = (file) => readFileSync(path.join(dir, 'dist', file), 'utf8').includes(REACT);
    assert.ok(lazy.some(hasReact), 'React loads on demand');
    const lazyBytes = lazy.reduce((sum, file) => sum + gzip(path.basename(file)), 0);
    console.log(
      `      vite-vue: consent-elements adds ${added} B gzip to what loads with the app (${entry.size} files, no React);` +
        ` ${lazyFiles.length} files on demand, ${lazy.length} of them (${lazyBytes} B gzip) once the banner showed`,
    );
  },
};
