/** Every tag's class. Importing registers nothing: the entries call defineConsentElements. */
export { ConsentBannerElement } from './consent-banner';
export { ConsentDialogElement } from './consent-dialog';
export { ConsentFrameElement } from './consent-frame';
export { ConsentLoadingBarElement } from './consent-loading-bar';
