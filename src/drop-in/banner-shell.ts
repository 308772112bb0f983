import type { ConsentManager } from '../core/consent-manager';
import type { ConsentState } from '../core/consent-state';
import { emit } from '../core/events';
import { bannerSheet } from '../ui/banner.styles';
import { SHELL_ATTRIBUTE } from '../ui/handoff';
import { adoptSheets } from '../ui/adopt-sheets';
import { pageIsDark, resolveColorScheme, subscribeToPage, subscribeToSystem, systemIsDark } from '../ui/color-scheme';
import { bannerActions } from '../ui/banner/banner-actions';
import { BANNER_ATTRIBUTES } from '../ui/banner/banner-attributes';
import { bannerOptions } from '../ui/banner/banner-options';
import { bannerMarkup } from '../ui/banner/banner-markup';
import { customizeFromBanner, holdPageForBanner } from '../ui/banner-modality';
import { toDom } from '../ui/element-tree';
import { trapTab } from '../ui/focus';
import { ANIMATION_MS, animates } from '../ui/motion';
import { lockScroll } from '../ui/scroll-lock';
import { rootAttributes } from '../ui/theme-root';

/** What the banner needs from the UI chunk once it has loaded. */
export interface UiModule {
  /** Resolves whether the dialog's view is there (a failure is reported). */
  preloadDialog(): Promise<boolean>;
}
/** Loads the UI chunk (React and the elements, which then take the banners over); every call shares one load. */
export type LoadUi = () => Promise<UiModule>;

const showing = new WeakSet<Document>();

/**
 * The drop-in's banner without React: the React view's markup (src/ui/banner/banner-markup.ts, one definition)
 * and sheets, built with plain DOM. It works on its own: its buttons decide
 * through the store, it follows the colour scheme, locks scrolling and traps focus as the view does, so a visitor
 * who accepts or rejects never downloads React. Customize first loads the UI chunk and the dialog's view; any
 * change only the view renders (an attribute, the language, the theme) loads the UI chunk too. React then renders
 * into the same shadow root and its first commit replaces this markup, unseen.
 * While the banner shows, every `<consent-banner>` gets one, including those added later; one removed from the
 * page lets go of the scroll lock and its listeners. Returns whether it painted one.
 */
export function showBannerShells(manager: ConsentManager, doc: Document, loadUi: LoadUi): boolean {
  const state = manager.getState();
  if (!state.showPopup || showing.has(doc)) return false;
  // A returning visitor asked again (a settings link resetting the decision) has no strings yet: they arrive as a
  // store change, and the loader calls again.
  if (!state.translations) {
    manager.loadTranslations().catch(() => {});
    return false;
  }
  showing.add(doc);
  const shells = new Map<Element, () => void>();
  const scan = () => {
    for (const [host, dispose] of shells) {
      if (host.isConnected) continue;
      shells.delete(host);
      dispose();
    }
    for (const host of doc.querySelectorAll('consent-banner:not(:defined)')) {
      if (!shells.has(host) && !host.hasAttribute(SHELL_ATTRIBUTE)) shells.set(host, mountShell(manager, host, loadUi));
    }
  };
  scan();
  const observer = new MutationObserver(scan);
  observer.observe(doc, { childList: true, subtree: true });
  const unsubscribe = manager.subscribe((next) => {
    if (next.showPopup) return;
    unsubscribe();
    observer.disconnect();
    showing.delete(doc);
  });
  return shells.size > 0;
}

/**
 * What the banner shows from the store besides the colour scheme, which it follows itself. Compared by value: a
 * `configure()` call after start-up gives the store new, equal objects, and must not load React for nothing.
 */
const rendered = ({ translations, language, dir, ui }: ConsentState) =>
  JSON.stringify([translations?.cookieBanner, translations?.common, translations?.legalLinks, language, dir, ui]);

/** Paints one banner; returns what undoes it when its element leaves the page while showing. */
function mountShell(manager: ConsentManager, host: Element, loadUi: LoadUi): () => void {
  const state = manager.getState();
  const options = bannerOptions((name) => host.getAttribute(name), state.ui);
  // Shown again after closing: the shadow root is still there, empty.
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  adoptSheets(shadow, bannerSheet, options.noStyle);
  const root = toDom({
    tag: 'div',
    attrs: rootAttributes('light', options.animate, state),
    children: bannerMarkup(state.translations!, state.ui.legalLinks, options, true),
  });
  // The colour scheme as the views' ThemeRoot resolves it, now and whenever the page or the system changes it.
  const followScheme = () => {
    const scheme = resolveColorScheme(manager.getState().colorScheme, pageIsDark(), systemIsDark());
    if (root.getAttribute('data-scheme') !== scheme) root.setAttribute('data-scheme', scheme);
  };
  followScheme();
  for (const [property, value] of Object.entries(state.ui.theme)) root.style.setProperty(property, value);
  // The card is the root's last child, Customize the last button of its last child (banner-markup.ts).
  const banner = root.lastChild as HTMLElement;
  const customize = banner.lastChild!.lastChild as HTMLElement;
  shadow.append(root);
  host.setAttribute(SHELL_ATTRIBUTE, '');
  const releaseScroll = options.scrollLock ? lockScroll() : () => {};
  const stops: Array<() => void> = [holdPageForBanner(host, manager, options.trapFocus)];
  if (options.trapFocus) banner.focus({ preventScroll: true });
  emit(host, 'consent-banner-show', null); // the React view, taking over, does not announce it again

  const takeOver = () => void loadUi().catch(() => {}); // the loader reports a failure; this banner keeps working
  const prefetchDialog = () => void loadUi().then((ui) => ui.preloadDialog()).catch(() => {});
  let opening = false;
  const openDialog = () => {
    if (opening) return;
    opening = true;
    customize.setAttribute('aria-busy', 'true');
    // The banner stays until the dialog can show at once. If React or the dialog's view cannot load (reported by
    // whoever loads it), it stays, so the visitor can still decide or try again.
    loadUi()
      .then((ui) => ui.preloadDialog())
      .then((ready) => {
        if (ready) customizeFromBanner(manager);
      }, () => {})
      .finally(() => {
        opening = false;
        customize.removeAttribute('aria-busy');
      });
  };
  const actions = bannerActions(manager, openDialog);
  root.addEventListener('click', (event) => {
    const part = (event.target as Element).closest('button[part]')?.getAttribute('part');
    if (part) actions[part]?.();
  });
  customize.addEventListener('pointerenter', prefetchDialog);
  customize.addEventListener('focus', prefetchDialog);
  if (options.trapFocus) banner.addEventListener('keydown', (event) => trapTab(event, banner));

  stops.push(subscribeToPage(followScheme), subscribeToSystem(followScheme));
  const attributes = new MutationObserver(takeOver);
  attributes.observe(host, { attributes: true, attributeFilter: BANNER_ATTRIBUTES as readonly string[] as string[] });
  // React's first commit removes this markup: it holds the scroll lock from its effects, which run a little later.
  const takenOver = new MutationObserver(() => {
    if (root.parentNode) return;
    leave();
    setTimeout(releaseScroll, ANIMATION_MS);
  });
  takenOver.observe(shadow, { childList: true });
  const shown = rendered(state);
  stops.push(
    () => attributes.disconnect(),
    () => takenOver.disconnect(),
    manager.subscribe((next) => {
      if (!next.showPopup) return close();
      followScheme();
      if (rendered(next) !== shown) takeOver();
    }),
  );
  const leave = () => stops.splice(0).forEach((stop) => stop());
  const close = () => {
    leave();
    releaseScroll();
    emit(host, 'consent-banner-hide', null);
    for (const node of root.querySelectorAll('[data-state]')) node.setAttribute('data-state', 'closed');
    setTimeout(remove, animates(options.animate) ? ANIMATION_MS : 0);
  };
  const remove = () => {
    if (!root.parentNode) return; // React took over
    root.remove();
    host.removeAttribute(SHELL_ATTRIBUTE);
  };
  return () => {
    leave();
    releaseScroll();
    remove();
  };
}
