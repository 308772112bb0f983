import { CATEGORY_NAMES } from '../core/category-names';
import type { ConsentManager } from '../core/consent-manager';
import type { LoadingBarController } from '../core/loading-bar-controller';
import type { ConsentState } from '../core/consent-state';
import type { CategoryName } from '../core/types';
import type { LoadUi, UiModule } from './banner-shell';
import { UI_LOAD_FAILED } from './ui-load-failure';

type ShellModule = { showBannerShells(manager: ConsentManager, doc: Document, loadUi: LoadUi): boolean };
type PainterModule = { paintLoadingBars(manager: ConsentManager, bar: LoadingBarController, doc: Document): unknown };

interface UiLoaderOptions {
  manager: ConsentManager;
  bar: LoadingBarController;
  doc: Document;
  /** The dynamic import of the UI chunk (React and the views). */
  load: () => Promise<UiModule>;
  /** The dynamic import of the banner without React. */
  loadShell: () => Promise<ShellModule>;
  /** The dynamic import of the loading bar without React; none: React's view alone runs it. */
  loadPainter?: () => Promise<PainterModule>;
}

const TAGS = 'consent-frame,consent-dialog,consent-loading-bar';

/** Resolves once the frames after now are painted (or soon, in a hidden tab that paints nothing). */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 100);
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });
}

/**
 * Loads the UI chunk (React) only when only React can show it: the dialog, a frame placeholder
 * or the inline widget. The banner needs no React: its small module is fetched at once on a first visit and
 * hands the banner to React only when the visitor customizes or the banner must change (banner-shell.ts). A UI
 * chunk needed beside a banner is requested after the banner's paint: React's compile and evaluation are the
 * page's longest tasks, and they must not sit between the visitor and the banner. A `<consent-loading-bar>` needs
 * no React either: a small painter comes when the page has one and consent info loads, a decision is saved or the
 * page starts the bar.
 */
export function loadUiWhenNeeded({ manager, bar, doc, load, loadShell, loadPainter }: UiLoaderOptions): void {
  let ui: Promise<UiModule> | undefined;
  let uiLoaded = false;
  let shell: Promise<ShellModule> | undefined;
  let shellPainted: Promise<unknown> | undefined;
  let painter: Promise<unknown> | undefined;

  const failed = (cause: unknown) => manager.reportError({ code: 'RENDER_ERROR', message: UI_LOAD_FAILED, cause });
  const loadUi = (): Promise<UiModule> =>
    (ui ??= Promise.resolve(shellPainted)
      .then(load)
      .then(
        (module) => ((uiLoaded = true), module),
        (error) => {
          ui = undefined;
          failed(error);
          throw error;
        },
      ));
  const request = () => void loadUi().catch(() => {});
  const paintShell = () => {
    const painted = (shell ??= loadShell())
      .then((module) => (module.showBannerShells(manager, doc, loadUi) ? afterPaint() : undefined))
      .catch(request);
    shellPainted ??= painted; // the first paint only: a UI chunk needed beside it waits for it
  };
  const uiNeeded = (state: ConsentState) => {
    if (state.isPrivacyDialogOpen) return true;
    return (
      doc.readyState !== 'loading' && (!!doc.querySelector('consent-dialog[variant=widget]') || frameNeedsPlaceholder())
    );
  };
  const frameNeedsPlaceholder = () =>
    [...doc.querySelectorAll('consent-frame')].some((frame) => {
      // isCategoryName's check on the names alone (core/category-names.ts): this file carries no definitions.
      const category = frame.getAttribute('category') as CategoryName;
      return !CATEGORY_NAMES.includes(category) || !manager.has(category);
    });
  const check = () => {
    const state = manager.getState();
    if (uiLoaded || state.isCrawler) return;
    if (state.showPopup) paintShell();
    if (uiNeeded(state)) request();
    if (!painter && loadPainter && barRuns(state) && doc.querySelector('consent-loading-bar')) {
      painter = loadPainter().then(
        (module) => module.paintLoadingBars(manager, bar, doc),
        (error) => {
          painter = undefined;
          failed(error);
        },
      );
    }
  };
  const barRuns = (state: ConsentState) =>
    state.isLoadingConsentInfo || state.isSaving || bar.getState().value !== null;

  check();
  manager.subscribe(check);
  bar.subscribe(check);
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', check, { once: true });
  // A single-page app adds frames, a widget or a loading bar whenever it navigates, or changes their variant or
  // category: until the UI chunk has defined the tags, any of them may need it.
  // Only mutations that touch our tags re-check: on a returning visit this observer lives as long as the page.
  const ours = (node: Node) =>
    node instanceof Element && (node.localName.startsWith('consent-') || !!node.querySelector(TAGS));
  const observer = new MutationObserver((records) => {
    if (uiLoaded) return observer.disconnect();
    if (records.some((record) => record.type == 'attributes' || [...record.addedNodes].some(ours))) check();
  });
  observer.observe(doc, { childList: true, subtree: true, attributeFilter: ['variant', 'category'] });
}
