import { fileURLToPath } from 'node:url';
import { defaultReporter } from '@web/test-runner';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { reactEsmPlugin } from './scripts/wtr/react-esm-plugin.mjs';
import { plainSummary } from './scripts/wtr/plain-summary.mjs';
import { a11ySnapshotPlugin } from '@web/test-runner-commands/plugins';
import { a11yCommands } from './scripts/wtr/a11y-commands.mjs';
import { launcherFor } from './scripts/wtr/engines.mjs';
import { waitUntilDefaultPlugin } from './scripts/wtr/wait-until-default.mjs';
import { testServerMiddleware } from './test/server/plugins.mjs';

export default {
  files: ['test/**/*.test.{ts,tsx}'],
  nodeResolve: true,
  // One page at a time: a test page left in the background gets no animation frames, and fixtures wait for one.
  concurrency: 1,
  testFramework: { config: { timeout: 10000 } },
  // Per test file. A page that never finishes is run once more (scripts/test.mjs); TEST_FINISH_TIMEOUT_MS to try it.
  testsFinishTimeout: Number(process.env.TEST_FINISH_TIMEOUT_MS) || 5 * 60 * 1000,
  // Chromium unless TEST_ENGINES names others (scripts/test.mjs `--engines`, scripts/wtr/engines.mjs).
  browsers: await Promise.all((process.env.TEST_ENGINES || 'chromium').split(',').map(launcherFor)),
  middleware: testServerMiddleware(),
  plugins: [
    waitUntilDefaultPlugin(), // before node resolution: tests' '@open-wc/testing' is served with a 5 s waitUntil
    reactEsmPlugin(),
    a11yCommands(),
    a11ySnapshotPlugin(),
    esbuildPlugin({
      ts: true,
      tsx: true,
      target: 'es2022',
      tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)),
    }),
  ],
  filterBrowserLogs: ({ args }) => !String(args[0]).startsWith('Lit is in dev mode'),
  reporters: [defaultReporter(), plainSummary()],
};
