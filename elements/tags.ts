/** Every tag's class; importing this registers them (each module defines its own tag once). */
export { ConsentBannerElement } from './consent-banner';
export { ConsentDialogElement } from './consent-dialog';
export { ConsentFrameElement } from './consent-frame';
export { ConsentLoadingBarElement } from './consent-loading-bar';
