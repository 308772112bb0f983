/** Side-effect entry (`consent-elements/define`): registers every tag. React stays the site's own (peer dependency). */
import './consent-banner';
import './consent-dialog';

export { ConsentBannerElement } from './consent-banner';
export { ConsentDialogElement } from './consent-dialog';
