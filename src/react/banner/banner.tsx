import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { booleanAttribute } from '../../ui/attributes';
import { ErrorBoundary } from '../shared/error-boundary';
import { announce } from '../../ui/announce';
import { customizeFromBanner, holdPageForBanner } from '../../ui/banner-modality';
import { trapTab } from '../../ui/focus';
import { focusSlot } from '../../ui/focus-return';
import { ThemeRoot } from '../shared/theme-root';
import { useAdoptedStyles } from '../shared/use-adopted-styles';
import { useConsent, useManager, useTranslations } from '../shared/use-consent';
import { hostOf, useHostEvent } from '../shared/use-host';
import { useOpenEvents } from '../shared/use-open-events';
import { usePresence } from '../shared/use-presence';
import { useScrollLock } from '../shared/use-scroll-lock';
import { bannerSheet } from '../../ui/banner.styles';
import { SHELL_ATTRIBUTE } from '../../ui/handoff';
import { preloadDialog } from '../dialog/dialog-on-demand';
import { LegalLinkList } from '../shared/legal-links';

export interface BannerProps {
  container?: ShadowRoot;
  scrollLock?: string;
  trapFocus?: string;
  disableAnimation?: string;
  noStyle?: string;
}

/** The cookie banner: title, description and Reject All / Accept All / Customize (spec section 2). */
export function Banner(props: BannerProps) {
  return (
    <ErrorBoundary message="Something went wrong with the Cookie Banner.">
      <BannerView {...props} />
    </ErrorBoundary>
  );
}

function BannerView({ container, ...attributes }: BannerProps) {
  const manager = useManager();
  const open = useConsent((state) => state.showPopup);
  const language = useConsent((state) => state.language);
  const ui = useConsent((state) => state.ui);
  const t = useTranslations();
  const ready = !!t;
  const scrollLock = booleanAttribute(attributes.scrollLock, ui.scrollLock);
  const trapFocus = booleanAttribute(attributes.trapFocus, ui.trapFocus);
  const animate = !booleanAttribute(attributes.disableAnimation, ui.disableAnimation);
  const noStyle = booleanAttribute(attributes.noStyle, ui.noStyle);
  const mounted = usePresence(open, animate);
  const banner = useRef<HTMLDivElement>(null);
  // Taking over the drop-in's banner without React (the shadow root's nodes before React's first commit): replaced
  // in that commit, before any paint. The banner has no entrance animation, so the swap cannot be seen.
  // Focus stays on the same part (a visitor may have tabbed to a button already).
  const [shell] = useState(() => (hostOf(container)?.hasAttribute(SHELL_ATTRIBUTE) ? [...container!.childNodes] : []));
  const focusHandedOver = useRef(false);
  useLayoutEffect(() => {
    if (!shell.length || !(container instanceof ShadowRoot)) return;
    const focused = container.activeElement?.getAttribute('part');
    for (const node of shell) node.remove();
    container.host.removeAttribute(SHELL_ATTRIBUTE);
    if (!focused) return;
    container.querySelector<HTMLElement>(`[part="${focused}"]`)?.focus({ preventScroll: true });
    focusHandedOver.current = true;
  }, [container, shell]);

  useAdoptedStyles(container, bannerSheet, noStyle);
  useScrollLock(open && scrollLock);
  useOpenEvents(open, useHostEvent(container), 'consent-banner-show', 'consent-banner-hide', shell.length > 0 && open);
  useEffect(() => {
    const host = hostOf(container);
    if (!open || !host || !ready) return;
    const release = holdPageForBanner(host, manager, trapFocus);
    const slot = focusSlot();
    if (focusHandedOver.current) focusHandedOver.current = false;
    else if (slot.backToBanner) banner.current?.querySelector<HTMLElement>('[part="customize-button"]')?.focus();
    else if (trapFocus) banner.current?.focus({ preventScroll: true });
    slot.backToBanner = false;
    return release;
  }, [open, ready, trapFocus, container, manager]);
  const decide = (type: 'all' | 'necessary') => {
    void manager.saveConsents(type);
    if (t) announce(t.common.saved, language);
  };

  if (!mounted || !t) return null;
  const state = open ? 'open' : 'closed';
  return (
    <ThemeRoot animate={animate}>
      {scrollLock && <div part="overlay" className="overlay" data-state={state} />}
      <div
        ref={banner}
        part="banner"
        className="banner"
        data-state={state}
        role={trapFocus ? 'dialog' : 'region'}
        aria-modal={trapFocus ? true : undefined}
        aria-labelledby="consent-banner-title"
        aria-describedby="consent-banner-description"
        tabIndex={-1}
        onKeyDown={trapFocus ? (event) => trapTab(event.nativeEvent, event.currentTarget) : undefined}
      >
        <h2 part="title" id="consent-banner-title" className="title">{t.cookieBanner.title}</h2>
        <p part="description" id="consent-banner-description" className="description">{t.cookieBanner.description}</p>
        <LegalLinkList links={ui.legalLinks} translations={t} />
        <div part="actions" className="actions">
          <button part="reject-button" type="button" className="button primary" onClick={() => decide('necessary')}>
            {t.common.rejectAll}
          </button>
          <button part="accept-button" type="button" className="button primary" onClick={() => decide('all')}>
            {t.common.acceptAll}
          </button>
          <button
            part="customize-button"
            type="button"
            className="button customize"
            onPointerEnter={preloadDialog}
            onFocus={preloadDialog}
            onClick={() => customizeFromBanner(manager)}
          >
            {t.common.customize}
          </button>
        </div>
      </div>
    </ThemeRoot>
  );
}
