import type { ConsentManager } from '../core/consent-manager';
import { announcer } from './announce';
import { deepActiveElement, focusIsWithinOrLost } from './focus';
import { focusSlot, returnFocus } from './focus-return';
import { inertOutside } from './inert-outside';

/** Whether `element` sits in one of our views' shadow roots (a banner taking over, or the dialog handing back). */
const inView = (element: Element) => {
  const root = element.getRootNode();
  return root instanceof ShadowRoot && root.host.localName.startsWith('consent-');
};

/**
 * What a showing banner does to the page, shared by the React view and the drop-in's banner without React:
 * remembers where focus was; when it traps focus, makes the rest of the page inert, so its `aria-modal` is true to
 * what a keyboard and a screen reader get. Once the banner closes, the page is live again, and if the visitor
 * decided (not Customize), focus goes back where it was. Returns what undoes it without moving focus.
 */
export function holdPageForBanner(host: Element, manager: ConsentManager, trap: boolean): () => void {
  const slot = focusSlot();
  const active = deepActiveElement();
  if (!slot.backToBanner && !(active && inView(active))) slot.before = active === document.body ? null : active;
  announcer(host.ownerDocument);
  const release = trap ? inertOutside(host) : () => {};
  let done = false;
  const finish = (decided: boolean) => {
    if (done) return;
    done = true;
    unsubscribe();
    release();
    if (decided && focusIsWithinOrLost(host)) returnFocus();
  };
  const unsubscribe = manager.subscribe((state) => {
    if (!state.showPopup) finish(!state.isPrivacyDialogOpen);
  });
  if (!manager.getState().showPopup) finish(false);
  return () => finish(false);
}

/** The banner's Customize: the dialog opens in its place and hands the visitor back to it if closed undecided. */
export function customizeFromBanner(manager: ConsentManager): void {
  focusSlot().fromBanner = true;
  manager.setIsPrivacyDialogOpen(true);
  manager.setShowPopup(false, true);
}
