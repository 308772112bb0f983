import type { ConsentManager } from '../core/consent-manager';
import type { ConsentState } from '../core/consent-state';
import { emit } from '../core/events';
import { bannerSheet } from '../react/banner/banner.styles';
import { adoptSheets } from '../react/shared/adopt-sheets';
import { booleanAttribute } from '../react/shared/attributes';
import { pageIsDark, resolveColorScheme, systemIsDark } from '../react/shared/color-scheme';
import { trapTab } from '../react/shared/focus';
import { ANIMATION_MS, animates } from '../react/shared/motion';
import { SHELL_ATTRIBUTE } from '../react/banner/handoff';

/**
 * The drop-in's first paint of the banner, while React is still loading: the React view's markup, parts and shared
 * sheets, built with plain DOM (test/drop-in/banner-shell.test.ts holds the two to the same markup). Its buttons
 * already work through the store. When the element is defined, React renders into this same shadow root and its
 * first commit replaces the shell; if the banner closes first, the shell fades out and goes.
 */
export function showBannerShells(manager: ConsentManager, doc: Document): boolean {
  const state = manager.getState();
  if (!state.showPopup || !state.translations) return false;
  const hosts = [...doc.querySelectorAll('consent-banner:not(:defined)')].filter((host) => !host.shadowRoot);
  for (const host of hosts) mountShell(manager, host);
  return hosts.length > 0;
}

function mountShell(manager: ConsentManager, host: Element): void {
  const state = manager.getState();
  const attribute = (name: string) => host.getAttribute(name);
  const scrollLock = booleanAttribute(attribute('scroll-lock'), state.ui.scrollLock);
  const trapFocus = booleanAttribute(attribute('trap-focus'), state.ui.trapFocus);
  const animate = !booleanAttribute(attribute('disable-animation'), state.ui.disableAnimation);
  const shadow = host.attachShadow({ mode: 'open' });
  adoptSheets(shadow, bannerSheet, booleanAttribute(attribute('no-style'), state.ui.noStyle));

  const root = themeRoot(state, animate);
  if (scrollLock) root.append(element('div', { part: 'overlay', class: 'overlay', 'data-state': 'open' }));
  const banner = bannerCard(state, trapFocus);
  root.append(banner);
  shadow.append(root);
  host.setAttribute(SHELL_ATTRIBUTE, '');
  if (trapFocus) banner.focus({ preventScroll: true });
  emit(host, 'consent-banner-show', null); // the React view, taking over, does not announce it again

  const actions: Record<string, () => void> = {
    'reject-button': () => void manager.saveConsents('necessary'),
    'accept-button': () => void manager.saveConsents('all'),
    'customize-button': () => {
      manager.setIsPrivacyDialogOpen(true);
      manager.setShowPopup(false, true);
    },
  };
  const onClick = (event: Event) => {
    const button = (event.target as Element).closest?.('button[part]');
    if (button && root.isConnected) actions[button.getAttribute('part')!]?.();
  };
  const onKeyDown = (event: Event) => trapTab(event as KeyboardEvent, banner);
  shadow.addEventListener('click', onClick);
  if (trapFocus) banner.addEventListener('keydown', onKeyDown);

  const unsubscribe = manager.subscribe((next) => {
    if (!root.isConnected) {
      // React took over.
      shadow.removeEventListener('click', onClick);
      return unsubscribe();
    }
    if (next.showPopup) return;
    unsubscribe();
    emit(host, 'consent-banner-hide', null);
    for (const node of root.querySelectorAll('[data-state]')) node.setAttribute('data-state', 'closed');
    setTimeout(() => {
      if (!root.isConnected) return;
      root.remove();
      shadow.removeEventListener('click', onClick);
      host.removeAttribute(SHELL_ATTRIBUTE);
    }, animates(animate) ? ANIMATION_MS : 0);
  });
}

/** The same wrapper as the views' ThemeRoot. */
function themeRoot(state: ConsentState, animate: boolean): HTMLElement {
  const root = element('div', {
    class: 'root',
    'data-scheme': resolveColorScheme(state.colorScheme, pageIsDark(), systemIsDark()),
    'data-animate': String(animate),
    dir: state.dir,
    lang: state.language,
    'data-nosnippet': '',
  });
  for (const [property, value] of Object.entries(state.ui.theme)) root.style.setProperty(property, value);
  return root;
}

/** The same card as the React banner (src/react/banner/banner.tsx). */
function bannerCard(state: ConsentState, trapFocus: boolean): HTMLElement {
  const t = state.translations!;
  const banner = element('div', {
    part: 'banner',
    class: 'banner',
    'data-state': 'open',
    role: trapFocus ? 'dialog' : 'region',
    ...(trapFocus ? { 'aria-modal': 'true' } : {}),
    'aria-labelledby': 'consent-banner-title',
    'aria-describedby': 'consent-banner-description',
    tabindex: '-1',
  });
  banner.append(
    element('h2', { part: 'title', id: 'consent-banner-title', class: 'title' }, t.cookieBanner.title),
    element('p', { part: 'description', id: 'consent-banner-description', class: 'description' }, t.cookieBanner.description),
  );
  const actions = element('div', { part: 'actions', class: 'actions' });
  const button = (part: string, className: string, label: string) => element('button', { part, type: 'button', class: className }, label);
  actions.append(
    button('reject-button', 'button primary', t.common.rejectAll),
    button('accept-button', 'button primary', t.common.acceptAll),
    button('customize-button', 'button customize', t.common.customize),
  );
  banner.append(actions);
  return banner;
}

function element(tag: string, attributes: Record<string, string>, text?: string): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}
