import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ErrorBoundary } from '../shared/error-boundary';
import { bannerActions } from '../../ui/banner/banner-actions';
import type { BannerAttribute, BannerAttributeProps } from '../../ui/banner/banner-attributes';
import { bannerOptions } from '../../ui/banner/banner-options';
import { bannerMarkup } from '../../ui/banner/banner-markup';
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
import { toReact } from '../shared/to-react';

export interface BannerProps extends BannerAttributeProps {
  container?: ShadowRoot;
}

/** An attribute's value among the props (r2wc camel-cases them: `scroll-lock` is `scrollLock`). */
const fromProps = (props: BannerAttributeProps) => (name: BannerAttribute) =>
  props[name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()) as keyof BannerAttributeProps];

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
  const ui = useConsent((state) => state.ui);
  const t = useTranslations();
  const ready = !!t;
  const options = bannerOptions(fromProps(attributes), ui);
  const { scrollLock, trapFocus, animate, noStyle } = options;
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
  const actions = bannerActions(manager, () => customizeFromBanner(manager));
  const parts: Record<string, object> = {
    banner: {
      ref: banner,
      onKeyDown: trapFocus
        ? (event: KeyboardEvent<HTMLElement>) => trapTab(event.nativeEvent, event.currentTarget)
        : undefined,
    },
    'customize-button': { onPointerEnter: preloadDialog, onFocus: preloadDialog },
  };

  if (!mounted || !t) return null;
  return (
    <ThemeRoot animate={animate}>
      {bannerMarkup(t, ui.legalLinks, options, open).map((node, index) =>
        toReact(node, (part) => (part ? { onClick: actions[part], ...parts[part] } : undefined), index))}
    </ThemeRoot>
  );
}
