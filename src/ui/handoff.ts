/**
 * Set on a `<consent-banner>` or `<consent-loading-bar>` whose shadow root holds what the drop-in painted without
 * React (src/ui/banner/paint-banner.ts, src/ui/loading-bar.ts). The React view's first commit replaces that
 * markup and shows itself at once, without a second fade-in (src/react/shared/use-take-over.ts).
 */
export const SHELL_ATTRIBUTE = 'data-consent-shell';

/**
 * Set on the host of a mounted React view (banner, loading bar): the view renders there now. The loading bar's painter,
 * which runs on beside the views, leaves such a host alone; the banner's painters stop once the views are there.
 */
export const VIEW_ATTRIBUTE = 'data-consent-view';
