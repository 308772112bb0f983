import { ScanError } from './scan-error.mjs';

const BUTTONS = { reject: 'reject-button', accept: 'accept-button' };
const LABELS = { reject: 'Reject All', accept: 'Accept All' };
// A page without the tag fails fast; one whose banner is slow to show gets the full time.
const TAG_WAIT_MS = 5_000;

/** @param {import('playwright-core').Page} page @param {'reject' | 'accept'} action */
const button = (page, action) => page.locator('consent-banner').first().locator(`[part~="${BUTTONS[action]}"]`).first();

/**
 * Fails the scan unless the page shows our banner: the scan drives the decision through it.
 * @param {import('playwright-core').Page} page
 * @param {string} url
 * @param {number} timeoutMs
 */
export async function requireBanner(page, url, timeoutMs) {
  try {
    const tag = page.locator('consent-banner').first();
    await tag.waitFor({ state: 'attached', timeout: Math.min(TAG_WAIT_MS, timeoutMs) });
  } catch {
    throw new ScanError(
      `${url} has no <consent-banner>: the scan decides through consent-elements' banner, so the page must use it.`,
    );
  }
  try {
    await button(page, 'reject').waitFor({ state: 'visible', timeout: timeoutMs });
  } catch {
    throw new ScanError(
      [
        `${url} has a <consent-banner>, but its Reject All button (part "reject-button") did not show within`,
        `${timeoutMs / 1000} s. Is a decision implied in this region (no banner needed), or did the banner fail to load?`,
      ].join(' '),
    );
  }
}

/**
 * Clicks Reject All or Accept All and waits until the banner has taken the decision (it hides).
 * @param {import('playwright-core').Page} page
 * @param {string} url
 * @param {'reject' | 'accept'} action
 * @param {number} timeoutMs
 */
export async function driveBanner(page, url, action, timeoutMs) {
  const target = button(page, action);
  try {
    await target.click({ timeout: timeoutMs });
  } catch (error) {
    // eslint-disable-next-line no-control-regex -- strips the terminal colour codes (ESC [ n m) from the message
    const lines = /** @type {Error} */ (error).message.replace(/\u001b\[\d+m/g, '').split('\n');
    const reason = lines
      .reverse()
      .find((line) => /intercepts|not visible|not enabled|not stable|outside/.test(line))
      ?.replace(/^\s*(-|\d+ ×)\s*/, '')
      .trim();
    throw new ScanError(
      [
        `${url}: the banner's ${LABELS[action]} button could not be clicked within ${timeoutMs / 1000} s`,
        reason ? ` (${reason})` : '',
        '. Is something covering the banner?',
      ].join(''),
    );
  }
  try {
    await target.waitFor({ state: 'hidden', timeout: timeoutMs });
  } catch {
    throw new ScanError(`${url}: after ${LABELS[action]} was clicked the banner stayed open (no decision was taken).`);
  }
}
