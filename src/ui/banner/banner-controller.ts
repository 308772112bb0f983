import type { ConsentManager } from '../../core/consent-manager';
import { emit } from '../../core/events';
import { announcer } from '../announce';
import { deepActiveElement, focusIsWithinOrLost, trapTab } from '../focus';
import { focusSlot, returnFocus } from '../focus-return';
import { inertOutside } from '../inert-outside';
import { keyboardTrap } from '../keyboard-trap';
import { lockScroll } from '../scroll-lock';
import { afterNextPaint } from '../after-paint';
import { bannerActions } from './banner-actions';
import { markHostLandmark } from './host-landmark';
import type { BannerOptions } from './banner-options';

interface BannerBinding {
  /** The `<consent-banner>` element. */
  host: Element;
  /** The card (part `banner`, banner-markup.ts), as either banner rendered it. */
  card: HTMLElement;
  manager: ConsentManager;
  /** Trapping focus with the overlay (`scrollLock`) it is modal; without, only the keyboard is kept in. */
  options: Pick<BannerOptions, 'scrollLock' | 'trapFocus'>;
  /** Customize: the React view opens the dialog at once, the drop-in's banner first loads its view. */
  customize(): void;
  /** Fetches the dialog's view before Customize is pressed (pointer over it, focus on it). */
  prefetchDialog(): void;
  /**
   * The banner is already on screen and announced: the React view taking the drop-in's banner over, or binding
   * again after an attribute changed. Then no second show event, and focus stays where the visitor has it.
   */
  shown: boolean;
}

/** The binding in force per element: a new one (the React view taking over) replaces the old in the same task. */
const bindings = new WeakMap<Element, () => void>();
/** How long a pointer rests on Customize before the dialog is prefetched: longer than a tap's enter-to-press. */
const PREFETCH_REST_MS = 100;

/** Whether `element` sits in one of our views' shadow roots (a banner taking over, or the dialog handing back). */
const inView = (element: Element) => {
  const root = element.getRootNode();
  return root instanceof ShadowRoot && root.host.localName.startsWith('consent-');
};

/**
 * What a showing banner does, written once for both banners (the React view binds it in the commit that renders
 * the card, the drop-in's banner without React right after painting): its buttons decide through the store, Tab
 * stays inside while it traps focus, Customize prefetches the dialog, and `consent-banner-show` is announced. It
 * holds the page: where focus was is remembered; with the overlay (`scrollLock`) scrolling is locked and, when it
 * traps focus, the rest is inert as under a modal dialog; without the overlay a trapping banner keeps only keyboard
 * focus (keyboard-trap.ts), and a pointer still reaches the page (an embed's own consent button, a link). When the
 * store hides the banner it lets go, and if the visitor decided (not Customize) focus goes back where it was; then
 * `consent-banner-hide`. Returns what lets go silently (element removed, or bound anew).
 */
export function bindBanner({
  host,
  card,
  manager,
  options,
  customize,
  prefetchDialog,
  shown,
}: BannerBinding): () => void {
  bindings.get(host)?.();
  const actions = bannerActions(manager, customize);
  const customizeButton = card.querySelector<HTMLElement>('[part="customize-button"]')!;
  const listening = new AbortController();
  const listen = (target: EventTarget, type: string, listener: (event: Event) => void) =>
    target.addEventListener(type, listener, { signal: listening.signal });
  listen(card, 'click', (event) => {
    const part = (event.target as Element).closest('button[part]')?.getAttribute('part');
    if (part) actions[part]?.();
  });
  // A pointer that rests on Customize prefetches the dialog; one that passes on to a press does not: the view's
  // evaluation, a long task, would land inside the press's interaction (INP) instead of after its paint.
  let resting: ReturnType<typeof setTimeout> | undefined;
  const stopResting = () => clearTimeout(resting);
  listen(customizeButton, 'pointerenter', () => (resting = setTimeout(prefetchDialog, PREFETCH_REST_MS)));
  listen(customizeButton, 'pointerleave', stopResting);
  listen(customizeButton, 'pointerdown', stopResting);
  // Keyboard focus only: a press focuses the button too, and that is the press's own interaction.
  listen(customizeButton, 'focus', () => customizeButton.matches(':focus-visible') && prefetchDialog());
  if (options.trapFocus) listen(card, 'keydown', (event) => trapTab(event as KeyboardEvent, card));

  const slot = focusSlot();
  const active = deepActiveElement();
  if (!slot.backToBanner && !(active && inView(active))) slot.before = active === document.body ? null : active;
  announcer(host.ownerDocument);
  const releaseInert = !options.trapFocus
    ? () => {}
    : options.scrollLock
      ? inertOutside(host)
      : keyboardTrap(host, card);
  const releaseScroll = options.scrollLock ? lockScroll() : () => {};
  const releaseLandmark = markHostLandmark(host, card, manager.getState().translations?.cookieBanner.landmark);
  if (!shown) {
    if (slot.backToBanner) customizeButton.focus();
    else if (options.trapFocus) card.focus({ preventScroll: true });
    slot.backToBanner = false;
    emit(host, 'consent-banner-show', null);
  }
  // Idempotent, so a stale entry in `bindings` is harmless.
  const release = () => {
    listening.abort();
    stopResting();
    unsubscribe();
    releaseInert();
    releaseScroll();
    releaseLandmark();
  };
  const unsubscribe = manager.subscribe((state) => {
    if (state.showPopup) return;
    release();
    // Moving focus forces a style and layout at once: after a decision it waits until the frame that hides the
    // banner is painted, out of the click's task (INP). The dialog opening in its place takes focus itself.
    if (!state.isPrivacyDialogOpen) afterNextPaint(() => focusIsWithinOrLost(host) && returnFocus());
    emit(host, 'consent-banner-hide', null);
  });
  bindings.set(host, release);
  return release;
}
