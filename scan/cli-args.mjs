import { parseArgs } from 'node:util';
import { ScanError } from './scan-error.mjs';

export const USAGE = `Usage: consent-elements scan URL... [--config FILE.json] [--pages N] [--json FILE] [--html FILE]
                               [--cookie-db FILE|URL] [--fail-on-violation]

Visits each URL (and up to N same-origin pages linked from it) three times in fresh headless Chromium profiles:
without a decision, after Reject All and after Accept All (through <consent-banner>), and lists every cookie,
storage key and third-party request by category. Exit status: 0; 1 with --fail-on-violation when a violation was
found; 2 when the scan could not run.`;

/**
 * @typedef {object} ScanArgs
 * @property {string[]} urls
 * @property {string} [config]
 * @property {number} pages
 * @property {string} [json]
 * @property {string} [html]
 * @property {string} [cookieDb]
 * @property {boolean} failOnViolation
 * @property {boolean} help
 */

/**
 * The scan command's arguments, checked.
 * @param {string[]} argv the arguments after `scan`
 * @returns {ScanArgs}
 */
export function parseScanArgs(argv) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        config: { type: 'string' },
        pages: { type: 'string' },
        json: { type: 'string' },
        html: { type: 'string' },
        'cookie-db': { type: 'string' },
        'fail-on-violation': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new ScanError(`${/** @type {Error} */ (error).message}\n\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  const help = Boolean(values.help);
  if (!help && positionals.length === 0) throw new ScanError(`No URL to scan.\n\n${USAGE}`);
  const urls = positionals.map((url) => {
    let parsedUrl;
    try {
      parsedUrl = new URL(url);
    } catch {
      throw new ScanError(`Not a URL: ${url} (give an absolute http:// or https:// URL)`);
    }
    if (!/^https?:$/.test(parsedUrl.protocol)) throw new ScanError(`Not an http(s) URL: ${url}`);
    return parsedUrl.href;
  });
  const pages = values.pages === undefined ? 0 : Number(values.pages);
  if (!Number.isInteger(pages) || pages < 0 || pages > 100) {
    throw new ScanError(`--pages must be a whole number from 0 to 100, not "${values.pages}"`);
  }
  return {
    urls,
    pages,
    help,
    config: values.config,
    json: values.json,
    html: values.html,
    cookieDb: values['cookie-db'],
    failOnViolation: Boolean(values['fail-on-violation']),
  };
}
