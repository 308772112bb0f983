// Vite + Vue: the production build defines the tags and runs the consent flow; its main bundle carries no React,
// which loads (with the views) only once the banner must show. Prints the gzip sizes docs/frameworks.md quotes.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { checkConsentFlow, checkQuickStart } from '../shared-checks.mjs';

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
    const main = mainOf(assets);
    const bareAssets = path.join(dir, 'dist-bare/assets');
    const added = gzip(main) - gzip(mainOf(bareAssets), bareAssets);
    assert.ok(!readFileSync(path.join(assets, main), 'utf8').includes(REACT), 'the main bundle holds no React');

    await checkConsentFlow({ page, requests });
    const lazy = served.filter((file) => file.startsWith('/assets/') && file.endsWith('.js') && !file.endsWith(main));
    const hasReact = (file) => readFileSync(path.join(dir, 'dist', file), 'utf8').includes(REACT);
    assert.ok(lazy.some(hasReact), 'React loads on demand');
    const lazyBytes = lazy.reduce((sum, file) => sum + gzip(path.basename(file)), 0);
    console.log(
      `      vite-vue: main bundle ${gzip(main)} B gzip, ${added} B of it consent-elements (no React);` +
        ` loaded when the banner showed: ${lazy.length} files, ${lazyBytes} B gzip`,
    );
  },
};
