/**
 * The browser engine a test page runs in (`npm test -- --engines all` runs Chromium, Firefox and WebKit), and a
 * test that only Chromium can run: it drives the page through commands only the Chromium launcher has (CDP
 * screenshots, accessibility snapshots, forced-colours emulation) or that WebDriver sends differently. Elsewhere it
 * is skipped, its title saying why.
 */
const agent = navigator.userAgent;
export const engine: 'chromium' | 'firefox' | 'webkit' = /Firefox\//.test(agent)
  ? 'firefox'
  : /Chrome\//.test(agent)
    ? 'chromium'
    : 'webkit';

type Test = (title: string, fn: Mocha.Func | Mocha.AsyncFunc) => void;

/** `it` in Chromium; in another engine a skipped test titled "… [Chromium only: reason]". */
export function chromiumOnly(reason: string): Test {
  if (engine === 'chromium') return (title, fn) => void it(title, fn);
  return (title, fn) => void it.skip(`${title} [Chromium only: ${reason}]`, fn);
}

/** `describe` in Chromium; in another engine every test inside is skipped, the suite's title saying why. */
export function describeChromiumOnly(reason: string): (title: string, fn: (this: Mocha.Suite) => void) => void {
  if (engine === 'chromium') return (title, fn) => void describe(title, fn);
  return (title, fn) => void describe.skip(`${title} [Chromium only: ${reason}]`, fn);
}

/**
 * `it`, except in `engines`, where the test is known to fail for a reason not yet fixed: skipped there, its title
 * saying why, so the other engines' runs stay meaningful. Remove it once the engine passes.
 */
export function failsIn(engines: string | string[], reason: string): Test {
  if (![engines].flat().includes(engine)) return (title, fn) => void it(title, fn);
  return (title, fn) => void it.skip(`${title} [known failure in ${engine}: ${reason}]`, fn);
}
