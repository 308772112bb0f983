import './version-check';
import type { ConsentManager } from '../core/consent-manager';
import { SHELL_ATTRIBUTE } from '../ui/handoff';
import { paintBanner, type LoadUi } from '../ui/banner/paint-banner';
import { paintedBanner } from '../ui/banner/painted-adoption';
import { isPrimaryBanner } from '../ui/banner/primary-banner';
import { ownsTag, reportUnavailableTag } from '../ui/element-ownership';

export type { LoadUi, UiModule } from '../ui/banner/paint-banner';
/** perf (issue 25): the UI loader travels with the banner, out of the core (src/drop-in/ui-needed.ts starts it). */
export { loadUiWhenNeeded } from './ui-loader';

const showing = new WeakSet<Document>();

/**
 * The drop-in's banner without React: the React view's markup (src/ui/banner/banner-markup.ts, one definition)
 * and sheets, built with plain DOM. It works on its own: its buttons decide
 * through the store, it follows the colour scheme, locks scrolling and traps focus as the view does, so a visitor
 * who accepts or rejects never downloads React. Customize first loads the UI chunk and the dialog's view; any
 * change only the view renders (an attribute, the language, the theme) loads the UI chunk too. React then renders
 * into the same shadow root and its first commit replaces this markup, unseen.
 * While the banner shows, the first `<consent-banner>` to show it keeps it (a server-painted one first); others, also
 * those added later, stay empty until it leaves the page (one banner per page: src/ui/banner/primary-banner.ts and
 * one-banner.ts). One removed from the page lets go of the scroll lock and its listeners. Returns whether it painted
 * one.
 */
export function showBannerShells(manager: ConsentManager, doc: Document, loadUi: LoadUi): boolean {
  const state = manager.getState();
  if (!state.showPopup || showing.has(doc)) return false;
  // A returning visitor asked again (a settings link resetting the decision) has no strings yet: they arrive as a
  // store change, and the loader calls again.
  if (!state.translations) {
    manager.loadTranslations().catch(() => {});
    return false;
  }
  showing.add(doc);
  const shells = new Map<Element, () => void>();
  const scan = () => {
    for (const [host, dispose] of shells) {
      if (host.isConnected) continue;
      shells.delete(host);
      dispose();
    }
    for (const host of doc.querySelectorAll('consent-banner:not(:defined)')) {
      if (shells.has(host) || (host.hasAttribute(SHELL_ATTRIBUTE) && !paintedBanner(host))) continue;
      if (!isPrimaryBanner(host)) continue;
      const shell = paintBanner(manager, host, loadUi); // null beside another showing the banner: one per page
      if (shell) shells.set(host, shell);
    }
    // Another script owns <consent-banner>: the visitor still gets a banner, in an element of our own.
    if (
      !shells.size &&
      doc.body &&
      doc.querySelector('consent-banner') &&
      !ownsTag('consent-banner') &&
      customElements.get('consent-banner')
    ) {
      reportUnavailableTag('consent-banner', 'another script defines it; the banner shows in an element of its own');
      const host = doc.body.appendChild(doc.createElement('div'));
      shells.set(host, paintBanner(manager, host, loadUi) ?? (() => {}));
    }
  };
  scan();
  const observer = new MutationObserver(scan);
  observer.observe(doc, { childList: true, subtree: true });
  const unsubscribe = manager.subscribe((next) => {
    if (next.showPopup) return;
    unsubscribe();
    observer.disconnect();
    showing.delete(doc);
  });
  return shells.size > 0;
}
