import { PAINTED_ATTRIBUTE, PENDING_ATTRIBUTE } from './painted-banner';

/** The painted banner of `host` (theme root and card) while no script has adopted it; null otherwise. */
export function paintedBanner(host: Element): { root: HTMLElement; card: HTMLElement } | null {
  const shadow = host.hasAttribute(PAINTED_ATTRIBUTE) ? host.shadowRoot : null;
  const root = [...(shadow?.children ?? [])].find((child) => child.classList.contains('root')) as
    HTMLElement | undefined;
  const card = root?.querySelector<HTMLElement>('[part="banner"]');
  return root && card ? { root, card } : null;
}

/**
 * Marks a painted banner as adopted and returns the part of the button clicked before (if any), which the adopter
 * then answers: the click is not lost.
 */
export function adoptPainted(host: Element): string | null {
  const pending = host.getAttribute(PENDING_ATTRIBUTE);
  host.removeAttribute(PAINTED_ATTRIBUTE);
  host.removeAttribute(PENDING_ATTRIBUTE);
  for (const button of host.shadowRoot?.querySelectorAll('[aria-busy]') ?? []) button.removeAttribute('aria-busy');
  return pending;
}
