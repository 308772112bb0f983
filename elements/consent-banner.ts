import { BANNER_ATTRIBUTES } from '../src/ui/banner/banner-attributes';
import { whenBannerShows } from './when-needed';
import { elementFromView } from './with-attribute-props';

/**
 * The cookie banner: shown until the visitor decides, with Reject All, Accept All and Customize.
 *
 * @tag consent-banner
 * @summary Cookie banner fixed at the bottom-left (bottom-right in right-to-left languages).
 * @attr {boolean} scroll-lock - Dims the page with an overlay and stops it scrolling while shown
 *   (default: the `scrollLock` option).
 * @attr {boolean} trap-focus - Keeps keyboard focus inside the banner; with `scroll-lock` the banner is a modal
 *   dialog (default: the `trapFocus` option, on).
 * @attr {boolean} disable-animation - Shows and hides without the 200 ms fade.
 * @attr {boolean} no-style - Drops the built-in styles; the parts stay.
 * @fires {CustomEvent<null>} consent-banner-show - The banner was shown.
 * @fires {CustomEvent<null>} consent-banner-hide - The banner was hidden.
 * @csspart overlay - The dimmed overlay (only with scroll lock).
 * @csspart banner - The banner card.
 * @csspart title - The heading.
 * @csspart description - The text.
 * @csspart legal-links - The `legalLinks` option's links (only when configured).
 * @csspart legal-link - One legal link.
 * @csspart actions - The button row.
 * @csspart reject-button - Reject All.
 * @csspart accept-button - Accept All.
 * @csspart customize-button - Customize (opens the dialog).
 * @cssprop [--consent-banner-max-width=440px] - Maximum width of the banner.
 * @cssprop [--consent-z-index=999999998] - Stacking order of the banner (the overlay sits one below).
 */
export class ConsentBannerElement extends elementFromView(
  'banner',
  Object.fromEntries(BANNER_ATTRIBUTES.map((attribute) => [attribute, 'boolean' as const])),
  {
    mountTiming: whenBannerShows,
  },
) {}

declare global {
  interface HTMLElementTagNameMap {
    'consent-banner': ConsentBannerElement;
  }
}
