import type { ConsentManager } from '../core/consent-manager';
import type { LoadingBarController } from '../core/loading-bar-controller';

/** Tags that may need the UI without the banner or the dialog opening (ui-loader.ts decides). */
const TAGS = 'consent-frame,consent-dialog[variant],consent-loading-bar';

/**
 * Starts the UI loader (ui-loader.ts, a file of its own) once the page may have something to show: the banner, the
 * dialog, a running loading bar, or one of `TAGS` on the page now or later. A returning visitor's page with only a
 * banner and a dialog never fetches it.
 */
export function whenUiMayBeNeeded(
  manager: ConsentManager,
  bar: LoadingBarController,
  doc: Document,
  start: () => void,
): void {
  const ours = (node: Node) =>
    node instanceof Element && (node.localName.startsWith('consent-') || !!node.querySelector(TAGS));
  const check = () => {
    const state = manager.getState();
    if (state.isCrawler) return;
    if (!state.showPopup && !state.isPrivacyDialogOpen && bar.getState().value === null && !doc.querySelector(TAGS)) {
      return;
    }
    stops.forEach((stop) => stop());
    start();
  };
  const observer = new MutationObserver((records) => {
    if (records.some((record) => record.type === 'attributes' || [...record.addedNodes].some(ours))) check();
  });
  const stops = [manager.subscribe(check), bar.subscribe(check), () => observer.disconnect()];
  observer.observe(doc, { childList: true, subtree: true, attributeFilter: ['variant'] });
  check();
}
