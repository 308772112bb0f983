/**
 * Set on a `<consent-banner>` whose shadow root holds the drop-in's banner without React
 * (src/drop-in/banner-shell.ts). The React view's first commit replaces that markup and shows itself at once,
 * without a second fade-in.
 */
export const SHELL_ATTRIBUTE = 'data-consent-shell';
