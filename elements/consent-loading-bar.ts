import { elementFromView } from './with-attribute-props';

/**
 * A thin progress bar at the top of the page while consent info loads or a decision is saved;
 * also driven by `ConsentElements.loadingBar.start() / set(n) / inc() / done()`.
 *
 * @tag consent-loading-bar
 * @summary Top-of-page loading bar (3px, trickles every 200 ms).
 * @attr {boolean} no-style - Drops the built-in styles; the parts stay.
 * @csspart bar - The bar.
 * @csspart peg - The glow at its leading edge.
 * @cssprop [--consent-loading-bar-height=3px] - Height of the bar.
 * @cssprop [--consent-loading-bar-z-index=1600] - Stacking order of the bar.
 */
export class ConsentLoadingBarElement extends elementFromView('loading-bar', { 'no-style': 'boolean' }) {}

declare global {
  interface HTMLElementTagNameMap {
    'consent-loading-bar': ConsentLoadingBarElement;
  }
}
