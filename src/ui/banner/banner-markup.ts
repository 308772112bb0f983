import type { LegalLinks } from '../../core/compliance/options';
import type { Translations } from '../../i18n/translation-types';
import { h, type ElementNode } from '../element-tree';
import { legalLinksMarkup } from '../legal-links';

/**
 * The cookie banner's markup (spec section 2) for inside its theme root: the overlay (with scroll lock) and the card
 * with title, description, legal links and Reject All / Accept All / Customize. Behaviour is bound by part. The
 * opt-out model's notice has the same parts, worded as a US notice (src/i18n/opt-out-notice.ts): the one-click
 * opt-out, an acknowledgement and the link to the choices.
 */
export function bannerMarkup(
  t: Translations,
  links: LegalLinks | null,
  { scrollLock, trapFocus, notice }: { scrollLock: boolean; trapFocus: boolean; notice?: boolean },
  open: boolean,
): ElementNode[] {
  const state = open ? 'open' : 'closed';
  const button = (part: string, className: string, label: string) =>
    h('button', { part, type: 'button', class: className }, label);
  const card = h(
    'div',
    {
      part: 'banner',
      // "consent" and "banner" in a class name: what consent scanners look for (docs/autoconsent.md).
      class: 'banner consent-banner',
      'data-state': state,
      // Modal only with the overlay, which makes the rest of the page inert; trapping without it, a non-modal dialog.
      role: trapFocus ? 'dialog' : 'region',
      ...(trapFocus && scrollLock ? { 'aria-modal': 'true' } : {}),
      'aria-labelledby': 'consent-banner-title',
      'aria-describedby': 'consent-banner-description',
      tabindex: '-1',
    },
    h('h2', { part: 'title', id: 'consent-banner-title', class: 'title' }, t.cookieBanner.title),
    h('p', { part: 'description', id: 'consent-banner-description', class: 'description' }, t.cookieBanner.description),
    ...legalLinksMarkup(links, t),
    h(
      'div',
      { part: 'actions', class: 'actions' },
      button('reject-button', 'button primary', t.common.rejectAll),
      button('accept-button', 'button primary', notice ? t.optOut.acknowledgeButton : t.common.acceptAll),
      button('customize-button', 'button customize', notice ? t.optOut.choicesButton : t.common.customize),
    ),
  );
  return scrollLock ? [h('div', { part: 'overlay', class: 'overlay', 'data-state': state }), card] : [card];
}
