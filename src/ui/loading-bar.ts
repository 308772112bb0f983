import type { ConsentManager } from '../core/consent-manager';
import type { LoadingBarController } from '../core/loading-bar-controller';
import { adoptSheets } from './adopt-sheets';
import { booleanAttribute } from '../core/boolean-attribute';
import { schemeNow } from './color-scheme';
import { h, toDom } from './element-tree';
import { SHELL_ATTRIBUTE } from './handoff';
import { loadingBarSheets } from './loading-bar.styles';
import { loadingBarMarkup } from './loading-bar-markup';
import { rootAttributes } from './root-attributes';
import { VIEW_ATTRIBUTE } from './view-attribute';

const painted = new WeakMap<Element, HTMLElement>();

/**
 * Runs the page's loading bar while consent info loads or a decision is saved, and paints it without React (the
 * framework-free renderer of the one definition, loading-bar-markup.ts) into every `<consent-loading-bar>` whose
 * React view has not mounted: the view comes with React, which a first visit may never load, and never before the
 * banner answer it would show the bar for. The view's first commit replaces this markup in the same shadow root and
 * marks its host (handoff.ts, view-attribute.ts: as for the banner); both follow the one controller, so nothing
 * jumps.
 */
export function paintLoadingBars(manager: ConsentManager, bar: LoadingBarController, doc: Document): () => void {
  let busy = false;
  const drive = () => {
    const { isLoadingConsentInfo, isSaving } = manager.getState();
    const next = isLoadingConsentInfo || isSaving;
    if (next == busy) return;
    busy = next;
    if (busy) bar.start();
    else bar.done();
  };
  const paint = () => {
    const { value } = bar.getState();
    const state = manager.getState();
    for (const host of doc.querySelectorAll('consent-loading-bar')) {
      let root = painted.get(host);
      if (value === null || host.hasAttribute(VIEW_ATTRIBUTE)) {
        if (root) {
          root.remove();
          painted.delete(host);
          host.removeAttribute(SHELL_ATTRIBUTE); // a view that took over has removed it already
        }
        continue;
      }
      const markup = loadingBarMarkup(value);
      if (!root) {
        const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
        adoptSheets(shadow, loadingBarSheets, booleanAttribute(host.getAttribute('no-style'), state.ui.noStyle));
        root = toDom(h('div', rootAttributes(schemeNow(state.colorScheme), true, state), markup));
        for (const [property, themed] of Object.entries(state.ui.theme)) root.style.setProperty(property, themed);
        shadow.append(root);
        host.setAttribute(SHELL_ATTRIBUTE, ''); // shown before the tag is defined (pre-upgrade-style.ts)
        painted.set(host, root);
      }
      // Moved in place, not painted anew: the bar's CSS transitions run between steps.
      const node = root.firstElementChild!;
      for (const [name, attribute] of Object.entries(markup[1])) node.setAttribute(name, attribute);
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
