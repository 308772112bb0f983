import type { ConsentManager } from '../../core/consent-manager';
import type { ConsentState } from '../../core/consent-state';
import { bannerSheets } from '../banner.styles';
import { SHELL_ATTRIBUTE } from '../handoff';
import { adoptSheets } from '../adopt-sheets';
import { afterNextPaint } from '../after-paint';
import { schemeNow, subscribeToScheme } from '../color-scheme';
import { bindBanner } from './banner-controller';
import { BANNER_ATTRIBUTES } from './banner-attributes';
import { bannerOptions, type BannerOptions } from './banner-options';
import { bannerMarkup } from './banner-markup';
import { bannerActions, customizeFromBanner } from './banner-actions';
import { clearPainted } from './painted-banner';
import { adoptPainted, paintedBanner, paintedFits } from './painted-adoption';
import { bannerShownElsewhere } from './one-banner';
import { toDom } from '../element-tree';
import { dialogCanOpen } from '../element-ownership';
import { ANIMATION_MS, animates } from '../motion';
import { rootAttributes } from '../root-attributes';

/** What the banner needs from the UI chunk once it has loaded. */
export interface UiModule {
  /** Resolves whether the dialog's view is there (a failure is reported). */
  preloadDialog(): Promise<boolean>;
}
/** Loads the UI chunk (React and the elements, which then take the banners over); every call shares one load. */
export type LoadUi = () => Promise<UiModule>;

/**
 * What the banner shows from the store besides the colour scheme, which it follows itself. Compared by value: a
 * `configure()` call after start-up gives the store new, equal objects, and must not load React for nothing.
 */
const rendered = ({ translations, language, dir, ui }: ConsentState) =>
  JSON.stringify([
    translations?.cookieBanner,
    translations?.common,
    translations?.optOut,
    translations?.legalLinks,
    language,
    dir,
    ui,
  ]);

/**
 * The banner without React (the framework-free renderer of the one definition, banner-markup.ts): paints one
 * `<consent-banner>`'s shadow root and binds it (banner-controller.ts). The drop-in paints every banner with it
 * (src/drop-in/banner-shell.ts), `consent-elements/define` the banner element it mounts (elements/view-renderer.ts),
 * so a first visit waits for neither React nor the views. A banner a server painted (src/server) is adopted when
 * it is the store's (paintedFits): bound as it is, a click made on it before this script ran answered. Another
 * `<consent-banner>` already showing the banner leaves this one empty (one-banner.ts): then it returns null, to be
 * asked again when the page changes. Otherwise it returns what undoes it when its element leaves the page while
 * showing.
 */
export function paintBanner(manager: ConsentManager, host: Element, loadUi: LoadUi): (() => void) | null {
  if (bannerShownElsewhere(host)) {
    if (paintedBanner(host)) clearPainted(host); // painted too late: another element shows the banner already
    return null;
  }
  const state = manager.getState();
  const options = bannerOptions((name) => host.getAttribute(name), state.ui);
  const [shadow, root, painted, pending] = bannerRoot(host, state, options);
  // The colour scheme as the views' ThemeRoot resolves it, now and whenever the page or the system changes it.
  const followScheme = () => {
    const scheme = schemeNow(manager.getState().colorScheme);
    if (root.getAttribute('data-scheme') !== scheme) root.setAttribute('data-scheme', scheme);
  };
  followScheme();
  // The card is the root's last child, Customize the last button of its last child (banner-markup.ts).
  const card = root.lastChild as HTMLElement;
  const customize = card.lastChild!.lastChild as HTMLElement;
  host.setAttribute(SHELL_ATTRIBUTE, '');

  const takeOver = () => void loadUi().catch(() => {}); // the loader reports a failure; this banner keeps working
  const loadDialog = () => loadUi().then((ui) => ui.preloadDialog());
  const openDialog = dialogOpener(manager, customize, loadDialog);
  // An attribute only the view renders loads React; React's first commit removes this markup (its view binds the
  // banner anew in that commit, banner-controller.ts), and this one lets go.
  const watch = new MutationObserver(() => (root.parentNode ? takeOver() : leave()));
  watch.observe(host, { attributes: true, attributeFilter: BANNER_ATTRIBUTES as readonly string[] as string[] });
  watch.observe(shadow, { childList: true });
  const shown = rendered(state);
  // A visitor who tabbed into the painted banner before this script ran keeps their place.
  const focused = painted && shadow.activeElement;
  const stops = [
    bindBanner({
      host,
      card,
      manager,
      options,
      customize: openDialog,
      prefetchDialog: () => void loadDialog().catch(() => {}),
      shown: false,
    }),
    subscribeToScheme(followScheme),
    () => watch.disconnect(),
    manager.subscribe((next) => {
      if (!next.showPopup) return close();
      followScheme();
      if (rendered(next) !== shown) takeOver();
    }),
  ];
  if (focused instanceof HTMLElement) focused.focus({ preventScroll: true });
  const leave = () => stops.splice(0).forEach((stop) => stop());
  const close = () => {
    leave();
    for (const node of root.querySelectorAll('[data-state]')) node.setAttribute('data-state', 'closed');
    setTimeout(remove, animates(options.animate) ? ANIMATION_MS : 0);
  };
  const remove = () => {
    if (!root.parentNode) return; // React took over
    if (painted)
      shadow.replaceChildren(); // with the painted <style>
    else root.remove();
    host.removeAttribute(SHELL_ATTRIBUTE);
  };
  if (pending) bannerActions(manager, openDialog)[pending]?.();
  return () => {
    leave();
    remove();
  };
}

/**
 * The banner's theme root in `host`'s shadow root: the one a server painted, adopted (with the button clicked on it
 * before, `pending`) when it is the store's banner (paintedFits), else one painted now from the one definition.
 * A tuple: its names shrink with the minifier.
 */
function bannerRoot(host: Element, state: ConsentState, options: BannerOptions) {
  let painted = paintedBanner(host);
  const pending = painted && adoptPainted(host);
  if (painted && !paintedFits(painted, state, options)) {
    clearPainted(host);
    painted = null;
  }
  // Shown again after closing: the shadow root is still there, empty.
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  if (painted) return [shadow, painted.root, true, pending] as const;
  adoptSheets(shadow, bannerSheets, options.noStyle);
  const root = toDom([
    'div',
    rootAttributes('light', options.animate, state),
    bannerMarkup(state.translations!, state.ui.legalLinks, options, true),
  ]);
  for (const [property, value] of Object.entries(state.ui.theme)) root.style.setProperty(property, value);
  shadow.append(root);
  return [shadow, root, false, pending] as const;
}

/**
 * Customize on the banner without React: the banner stays until the dialog can show at once. If React or the
 * dialog's view cannot load (reported by whoever loads it), it stays, so the visitor can still decide or try again.
 */
function dialogOpener(manager: ConsentManager, customize: HTMLElement, loadDialog: () => Promise<boolean>) {
  let opening = false;
  return () => {
    if (opening) return;
    opening = true;
    customize.setAttribute('aria-busy', 'true');
    // The view's evaluation is a long task: after the press's frame is painted, not inside its interaction (INP).
    new Promise<void>((painted) => afterNextPaint(painted))
      .then(loadDialog)
      .then(
        (ready) => {
          if (ready && dialogCanOpen()) customizeFromBanner(manager);
        },
        () => {},
      )
      .finally(() => {
        opening = false;
        customize.removeAttribute('aria-busy');
      });
  };
}
