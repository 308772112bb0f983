/** What Tab reaches: the focus traps' items and the first thing a revealed frame focuses. */
const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), ' +
  'iframe, video[controls], [tabindex]:not([tabindex="-1"])';

/** The focused element, looking through open shadow roots (document.activeElement stops at the host). */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** The elements inside `container` that Tab reaches, in document order: shown ones only. */
export function focusableWithin(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden]') && element.getClientRects().length > 0,
  );
}

/** Keeps Tab and Shift+Tab cycling inside `container`, from any starting point (the container itself too). */
export function trapTab(event: KeyboardEvent, container: Element): void {
  if (event.key !== 'Tab') return;
  const items = focusableWithin(container);
  if (!items.length) return event.preventDefault();
  const root = container.getRootNode() as ShadowRoot | Document;
  const current = root.activeElement;
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const outside = current === container || !container.contains(current);
  if (event.shiftKey && (current === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (current === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

/** Whether focus sits inside `host` (its shadow root included) or nowhere: then moving it takes nothing away. */
export function focusIsWithinOrLost(host: Element | null | undefined): boolean {
  const active = deepActiveElement();
  if (!active || active === document.body || active === document.documentElement) return true;
  return !!host && (host === active || host.contains(active) || host.shadowRoot?.contains(active) === true);
}

/** Whether `element` can take focus now: on the page, rendered, not inert, not inside a closed view. */
export function canFocus(element: Element | null | undefined): element is HTMLElement {
  return (
    element instanceof HTMLElement &&
    element.isConnected &&
    element.getClientRects().length > 0 &&
    !element.closest('[inert]')
  );
}
