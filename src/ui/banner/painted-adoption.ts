import type { ConsentState } from '../../core/consent-state';
import type { BannerOptions } from './banner-options';
import { SHOWN_ATTRIBUTE, PAINTED_ATTRIBUTE, PENDING_ATTRIBUTE } from './painted-banner';

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
  host.removeAttribute(SHOWN_ATTRIBUTE);
  for (const button of host.shadowRoot?.querySelectorAll('[aria-busy]') ?? []) button.removeAttribute('aria-busy');
  return pending;
}

/**
 * Whether a painted banner is the one the store shows: same language and direction, and the same model (the
 * opt-out notice is a region without overlay titled "Your Privacy Choices"; a server may have resolved another
 * policy than the store). Else it is painted anew, the click made on it still answered.
 */
export function paintedFits(
  { root, card }: { root: HTMLElement; card: HTMLElement },
  { language, dir, translations }: Pick<ConsentState, 'language' | 'dir' | 'translations'>,
  { trapFocus, scrollLock }: Pick<BannerOptions, 'trapFocus' | 'scrollLock'>,
): boolean {
  const title = card.querySelector('[part="title"]')?.textContent;
  return (
    root.lang === language &&
    root.dir === dir &&
    card.getAttribute('role') === (trapFocus ? 'dialog' : 'region') &&
    !!root.querySelector('[part="overlay"]') === scrollLock &&
    (!translations || title === translations.cookieBanner.title)
  );
}
