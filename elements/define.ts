/**
 * Side-effect entry (`consent-elements/define`): registers every tag at once. The elements are light (no React):
 * each fetches the views and React, the site's own (peer dependency), through a dynamic import the first time it
 * must show something. On a server it registers nothing and throws nothing.
 */
export { ConsentBannerElement } from './consent-banner';
export { ConsentDialogElement } from './consent-dialog';
export { ConsentFrameElement } from './consent-frame';
export { ConsentLoadingBarElement } from './consent-loading-bar';
