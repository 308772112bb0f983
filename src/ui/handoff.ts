/**
 * Set on a `<consent-banner>` or `<consent-loading-bar>` whose shadow root holds what the drop-in painted without
 * React (src/ui/banner/paint-banner.ts, src/ui/loading-bar.ts). The React view's first commit replaces that
 * markup and shows itself at once, without a second fade-in (src/react/shared/use-take-over.ts).
 */
export const SHELL_ATTRIBUTE = 'data-consent-shell';
