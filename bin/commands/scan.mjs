// `consent-elements scan URL... [--config FILE.json] [--pages N] [--json FILE] [--html FILE] [--cookie-db FILE|URL]
// [--fail-on-violation]` (CONTRACT.md, "Site scan and cookie declaration"; docs/scan.md).
import { writeFile } from 'node:fs/promises';
import { USAGE, parseScanArgs } from '../../scan/cli-args.mjs';
import { categoryTitles } from '../../scan/category-titles.mjs';
import { htmlReport } from '../../scan/html-report.mjs';
import { runScan } from '../../scan/run-scan.mjs';
import { ScanError } from '../../scan/scan-error.mjs';
import { summary as scanSummary } from '../../scan/summary.mjs';

export const summary = 'scan pages for cookies, storage and trackers before and after consent (a cookie declaration)';

/**
 * @param {string[]} argv the arguments after `scan`
 * @returns {Promise<0 | 1 | 2>} 0; 1 with --fail-on-violation when a violation was found; 2 when the scan could not run
 */
export async function run(argv) {
  try {
    const args = parseScanArgs(argv);
    if (args.help) {
      console.log(USAGE);
      return 0;
    }
    const declaration = await runScan(args, { log: (line) => console.error(line) });
    if (args.json) await writeFile(args.json, `${JSON.stringify(declaration, null, 2)}\n`);
    if (args.html) await writeFile(args.html, htmlReport(declaration, await categoryTitles()));
    console.log(scanSummary(declaration));
    return args.failOnViolation && declaration.violations.length > 0 ? 1 : 0;
  } catch (error) {
    const message =
      error instanceof ScanError ? error.message : `unexpected error: ${/** @type {Error} */ (error).stack}`;
    console.error(`consent-elements scan: ${message}`);
    return 2;
  }
}
