// Tests import `waitUntil` from '@open-wc/testing', whose default timeout is 1 s: too tight for a page or a chunk
// loading on a loaded CI machine (three browsers one after another on 2 cores). The tests' imports of that module
// are served test/helpers/open-wc-testing.ts instead: the same exports, with a longer default wait.
const SOURCE = '@open-wc/testing';
const WRAPPER = '/test/helpers/open-wc-testing.ts';

export function waitUntilDefaultPlugin() {
  return {
    name: 'wait-until-default',
    resolveImport({ source, context }) {
      if (source === SOURCE && context.path !== WRAPPER) return WRAPPER;
    },
  };
}
