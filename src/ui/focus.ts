const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The focused element, looking through open shadow roots (document.activeElement stops at the host). */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

export function focusableWithin(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden]') && element.getClientRects().length > 0);
}

/** Keeps Tab and Shift+Tab cycling inside `container`; call from a keydown handler. */
export function trapTab(event: KeyboardEvent, container: Element): void {
  if (event.key !== 'Tab') return;
  const items = focusableWithin(container);
  if (!items.length) return event.preventDefault();
  const root = container.getRootNode() as ShadowRoot | Document;
  const current = root.activeElement;
  const first = items[0]!;
  const last = items[items.length - 1]!;
  if (event.shiftKey && (current === first || !container.contains(current))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (current === last || !container.contains(current))) {
    event.preventDefault();
    first.focus();
  }
}
