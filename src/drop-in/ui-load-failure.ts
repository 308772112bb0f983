/**
 * What the drop-in reports when a file the UI needs cannot load: the banner's file (consent-elements.ts), the UI
 * chunk or the loading bar's painter (ui-loader.ts). A string, not a reporting function: each of the two files
 * gets it inlined at no cost, where a shared function would cost bytes in both.
 */
export const UI_LOAD_FAILED = 'Failed to load the consent-elements UI';
