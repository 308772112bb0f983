import { ANNOUNCER_ATTRIBUTE } from './inert-outside';

const HIDDEN =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;' +
  'clip:rect(0 0 0 0);white-space:nowrap';

/**
 * The page's polite live region for what the views do (a choice saved, a frame's content shown). It lives in the
 * document, not in a view's shadow root, because the view that announces usually goes away in the same moment.
 * Call early (when a view shows) so the region exists before it speaks: screen readers ignore new regions' text.
 */
export function announcer(doc: Document = document): HTMLElement {
  let region = doc.querySelector<HTMLElement>(`[${ANNOUNCER_ATTRIBUTE}]`);
  if (region) return region;
  region = doc.createElement('div');
  region.setAttribute(ANNOUNCER_ATTRIBUTE, '');
  region.setAttribute('role', 'status');
  region.style.cssText = HIDDEN;
  doc.body.append(region);
  return region;
}

let pending: ReturnType<typeof setTimeout> | undefined;

/** Says `message` once through the live region, in `lang`; a repeated message is said again. */
export function announce(message: string, lang?: string): void {
  const region = announcer();
  region.textContent = '';
  if (lang) region.setAttribute('lang', lang);
  clearTimeout(pending);
  // A beat after clearing, so the same text twice is still a change, and a region created just now is registered.
  pending = setTimeout(() => {
    region.textContent = message;
  }, 100);
}
