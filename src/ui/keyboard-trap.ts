import { trapTab } from './focus';

/** Whether `node` is `host` or inside it (its shadow root included), seen from an event's composed path. */
const within = (host: Element, event: Event) => event.composedPath().includes(host);
const isDialog = (node: EventTarget) => node instanceof Element && node.localName === 'consent-dialog';

/**
 * Keeps keyboard focus in `card` (inside `host`) without making the page inert: the trap of a banner that does not
 * look modal (no overlay). Tab from anywhere comes back into the card, and focus moved out by a script or by the
 * keyboard is taken back; a pointer stays free (a click on a link, a field or an embed's own consent button works,
 * and focus may follow it until the next Tab). Returns what lets go.
 */
export function keyboardTrap(host: Element, card: HTMLElement): () => void {
  const doc = host.ownerDocument;
  const listening = new AbortController();
  const options = { capture: true, signal: listening.signal };
  let pointer = false;
  let last: HTMLElement = card;
  let restoring = false;
  doc.addEventListener(
    'pointerdown',
    (event) => {
      pointer = !within(host, event);
    },
    options,
  );
  doc.addEventListener(
    'keydown',
    (event) => {
      pointer = false;
      // Inside the card its own listener wraps Tab (banner-controller.ts); from the page, Tab comes back to it.
      if ((event as KeyboardEvent).key === 'Tab' && !within(host, event)) trapTab(event as KeyboardEvent, card);
    },
    options,
  );
  doc.addEventListener(
    'focusin',
    (event) => {
      const target = event.composedPath()[0];
      if (within(host, event)) {
        if (target instanceof HTMLElement && card.contains(target)) last = target;
        return;
      }
      // Focus that moves into a frame comes from a click inside it (Tab is caught above); the dialog opened from
      // Customize takes focus on purpose.
      if (restoring || pointer || target instanceof HTMLIFrameElement || event.composedPath().some(isDialog)) return;
      // WebKit may dispatch the focusin of the focus taken back here before this returns, as if from outside: once.
      restoring = true;
      try {
        (last.isConnected ? last : card).focus({ preventScroll: true });
      } finally {
        restoring = false;
      }
    },
    options,
  );
  return () => listening.abort();
}
