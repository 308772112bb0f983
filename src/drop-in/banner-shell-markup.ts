import type { ConsentState } from '../core/consent-state';
import { legalLinkList } from '../ui/legal-links';
import { pageIsDark, resolveColorScheme, systemIsDark } from '../ui/color-scheme';

export interface ShellOptions {
  scrollLock: boolean;
  trapFocus: boolean;
  animate: boolean;
}

/** The React banner's tree (ThemeRoot, overlay, card; src/react/banner/banner.tsx) built with plain DOM. */
export function shellMarkup(state: ConsentState, { scrollLock, trapFocus, animate }: ShellOptions) {
  const root = element('div', {
    class: 'root',
    'data-scheme': shellScheme(state),
    'data-animate': String(animate),
    dir: state.dir,
    lang: state.language,
    'data-nosnippet': '',
  });
  for (const [property, value] of Object.entries(state.ui.theme)) root.style.setProperty(property, value);
  if (scrollLock) root.append(element('div', { part: 'overlay', class: 'overlay', 'data-state': 'open' }));
  const banner = bannerCard(state, trapFocus);
  root.append(banner);
  return { root, banner, customize: banner.querySelector<HTMLElement>('[part="customize-button"]')! };
}

/** The colour scheme the theme root shows, as the views' ThemeRoot resolves it. */
export const shellScheme = (state: ConsentState) => resolveColorScheme(state.colorScheme, pageIsDark(), systemIsDark());

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
  const links = legalLinkList(state.ui.legalLinks, t);
  if (links.length) {
    const list = element('p', { part: 'legal-links', class: 'legal-links' });
    for (const link of links) {
      list.append(element('a', { part: 'legal-link', class: 'link', href: link.href, target: '_blank', rel: 'noopener' }, link.label));
    }
    banner.append(list);
  }
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
