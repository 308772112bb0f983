/**
 * Set on the host of a mounted React view (banner, loading bar; src/react/shared/use-take-over.ts): the view renders
 * there now. The loading bar's painter, which runs on beside the views, leaves such a host alone; the banner's
 * painters stop once the views are there. Beside handoff.ts, not in it: the banner without React (banner-shell.js,
 * which carries handoff.ts) has no use for it.
 */
export const VIEW_ATTRIBUTE = 'data-consent-view';
