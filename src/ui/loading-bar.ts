import type { ConsentManager } from '../core/consent-manager';
import type { LoadingBarController } from '../core/loading-bar';
import { adoptSheets } from './adopt-sheets';
import { booleanAttribute } from './attributes';
import { SHELL_ATTRIBUTE } from './handoff';
import { loadingBarSheet } from './loading-bar.styles';
import { LOADING_BAR_VIEW_ATTRIBUTE, loadingBarMarkup, updateBar } from './loading-bar-markup';

const painted = new WeakMap<Element, HTMLElement>();

/**
 * Runs the page's loading bar while consent info loads or a decision is saved, and paints it without React into
 * every `<consent-loading-bar>` whose React view has not mounted: the view comes with React, which a first visit
 * may never load, and never before the banner answer it would show the bar for. The view's first commit replaces
 * this markup in the same shadow root and marks its host; both follow the one controller, so nothing jumps.
 */
export function paintLoadingBars(manager: ConsentManager, bar: LoadingBarController, doc: Document): () => void {
  let busy = false;
  const drive = () => {
    const { isLoadingConsentInfo, isSaving } = manager.getState();
    const next = isLoadingConsentInfo || isSaving;
    if (next && !busy) bar.start();
    else if (!next && busy) bar.done();
    busy = next;
  };
  const paint = () => {
    const { value } = bar.getState();
    const state = manager.getState();
    for (const host of doc.querySelectorAll('consent-loading-bar')) {
      let root = painted.get(host);
      if (value === null || host.hasAttribute(LOADING_BAR_VIEW_ATTRIBUTE)) {
        if (root?.parentNode) host.removeAttribute(SHELL_ATTRIBUTE);
        root?.remove();
        painted.delete(host);
        continue;
      }
      if (!root) {
        const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
        adoptSheets(shadow, loadingBarSheet, booleanAttribute(host.getAttribute('no-style'), state.ui.noStyle));
        root = loadingBarMarkup(state).root;
        shadow.append(root);
        host.setAttribute(SHELL_ATTRIBUTE, ''); // shown before the tag is defined (pre-upgrade-style.ts)
        painted.set(host, root);
      }
      updateBar(root.firstElementChild as HTMLElement, value);
    }
    // A bar added while one runs shows at once, not only with the next trickle step.
    if (value === null) observer.disconnect();
    else observer.observe(doc, { childList: true, subtree: true });
  };
  const observer = new MutationObserver(paint);
  const stops = [manager.subscribe(drive), bar.subscribe(paint)];
  drive();
  paint();
  return () => {
    stops.forEach((stop) => stop());
    observer.disconnect();
  };
}
