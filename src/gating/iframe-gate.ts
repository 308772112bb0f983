import type { ConsentManager, Feature } from '../core/consent-manager';
import { onConsentsChange } from '../core/page-effects';
import { elementGate, isGateError } from './element-gate';
import { reportOncePerElement } from './report-once';
import { watchElements } from './watch-elements';

const SELECTOR = 'iframe[data-category], iframe[data-service], consent-frame iframe[data-src]';

/** What an iframe waits for: its own data-service or data-category, else its enclosing <consent-frame>'s. */
function gateOf(manager: ConsentManager, iframe: Element) {
  const frame = iframe.closest('consent-frame');
  const own = iframe.hasAttribute('data-service') || iframe.hasAttribute('data-category');
  const attribute = (name: string) => (own ? iframe.getAttribute(`data-${name}`) : (frame?.getAttribute(name) ?? null));
  return elementGate(manager, iframe, attribute('service'), attribute('category'), '<iframe>');
}

/**
 * `<iframe data-category data-src>` anywhere (and iframes with data-src inside a <consent-frame>): `src` only while
 * the category is granted, removed (back to data-src) when it is withdrawn. An unknown category is an error, never a
 * load.
 */
export const iframeGate: Feature = (manager) => {
  const doc = globalThis.document;
  if (!doc || !manager.config.iframeBlocking) return () => {};
  const report = reportOncePerElement(manager);
  const apply = (iframe: Element) => update(manager, iframe as HTMLIFrameElement, report);
  const stopWatching = watchElements(doc, SELECTOR, ['data-category', 'data-service', 'data-src'], apply);
  const unsubscribe = onConsentsChange(manager, () => doc.querySelectorAll(SELECTOR).forEach(apply));
  return () => {
    stopWatching();
    unsubscribe();
  };
};

function update(manager: ConsentManager, iframe: HTMLIFrameElement, report: ReturnType<typeof reportOncePerElement>) {
  const gate = gateOf(manager, iframe);
  if (isGateError(gate)) {
    if (iframe.hasAttribute('src')) moveSrcToDataSrc(iframe);
    return report(gate);
  }
  if (typeof gate == 'string') manager.addConsentCategories([gate]);
  if (manager.has(gate)) {
    const parked = iframe.getAttribute('data-src');
    if (parked === null || iframe.getAttribute('src') === parked) return;
    if (isWebUrl(parked, iframe.baseURI)) iframe.setAttribute('src', parked);
    else {
      const message = 'Refused data-src on <iframe>: only http(s) and relative URLs load';
      report({ code: 'CONFIG_ERROR', message, element: iframe });
    }
  } else if (iframe.hasAttribute('src')) {
    moveSrcToDataSrc(iframe);
  }
}

/** Only http(s) and relative URLs become a src: page HTML must not turn a gate into `javascript:` or `data:`. */
function isWebUrl(value: string, base: string): boolean {
  try {
    return /^https?:$/.test(new URL(value, base).protocol);
  } catch {
    return false;
  }
}

function moveSrcToDataSrc(iframe: HTMLIFrameElement) {
  if (!iframe.hasAttribute('data-src')) iframe.setAttribute('data-src', iframe.getAttribute('src')!);
  iframe.removeAttribute('src');
}
