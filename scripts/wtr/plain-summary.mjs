// Prints "N passed, M failed[, K skipped]" as the very last line of the run, free of ANSI codes,
// so CI can read the totals. A test file that failed without a failed test (an import error) counts as one failure.
// With TEST_SUMMARY_FILE set (scripts/test.mjs, which adds the Node tests and the other engines), the totals are
// also written there as JSON, with `unfinished`: the files whose page never finished (no test failed in them, the
// browser or its driver stopped answering), and `failedFiles`: each file with a failure and its own counts; scripts/test.mjs
// runs both once more.
import { writeFileSync } from 'node:fs';

function count(suite, totals) {
  for (const test of suite.tests ?? []) {
    if (test.skipped) totals.skipped += 1;
    else if (test.passed) totals.passed += 1;
    else totals.failed += 1;
  }
  for (const child of suite.suites ?? []) count(child, totals);
}

export function plainSummary() {
  return {
    stop({ sessions }) {
      const totals = { passed: 0, failed: 0, skipped: 0, unfinished: [], failedFiles: {} };
      for (const session of sessions) {
        const own = { passed: 0, failed: 0, skipped: 0 };
        if (session.testResults) count(session.testResults, own);
        if (!session.passed && own.failed === 0) {
          own.failed = 1;
          if (session.errors?.some((error) => /did not (start|finish) within/.test(error.message))) {
            totals.unfinished.push(session.testFile);
          }
        }
        if (own.failed) totals.failedFiles[session.testFile] = own;
        for (const key of ['passed', 'failed', 'skipped']) totals[key] += own[key];
      }
      const line =
        `${totals.passed} passed, ${totals.failed} failed` + (totals.skipped ? `, ${totals.skipped} skipped` : '');
      if (process.env.TEST_SUMMARY_FILE) writeFileSync(process.env.TEST_SUMMARY_FILE, JSON.stringify(totals));
      process.once('exit', () => console.log(line));
    },
  };
}
