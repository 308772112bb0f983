/** A reason the scan cannot run (bad input, no browser, a page that cannot be driven): exit status 2. */
export class ScanError extends Error {
  /** @param {string} message what went wrong and, where it helps, what to do */
  constructor(message) {
    super(message);
    this.name = 'ScanError';
  }
}
