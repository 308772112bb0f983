/** Side-effect entry (`consent-elements/define`): registers every tag. React stays the site's own (peer dependency). */
export { ConsentBannerElement } from './consent-banner';
export { ConsentDialogElement } from './consent-dialog';
export { ConsentFrameElement } from './consent-frame';
export { ConsentLoadingBarElement } from './consent-loading-bar';
