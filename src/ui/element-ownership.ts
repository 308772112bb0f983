import type { ConsentErrorDetail } from '../core/errors';
import type { PageObject } from '../core/page-object';
import { pageSlot, STORE_SLOT } from '../core/page-slot';

/** Marks the element classes of every copy and version of consent-elements. */
export const VERSION_KEY = Symbol.for('consent-elements.version');

/** Tags reported unavailable, shared by every chunk and copy on the page. */
const unavailable = () => pageSlot('unavailable-tags', () => new Set<string>());

/** Whether `tag` is registered, and by consent-elements (any copy), not by another script. */
export function ownsTag(tag: string): boolean {
  const registered = globalThis.customElements?.get(tag);
  return !!registered && VERSION_KEY in registered;
}

/**
 * One of our tags cannot be ours: another library registered it first, or `customElements.define` is blocked
 * (throws, or does nothing). Reported once per tag as `consent-error` RENDER_ERROR, through the page's manager when
 * it exists (so `onError` hears it too), else as the document event alone.
 */
export function reportUnavailableTag(tag: string, reason: string, cause?: unknown): void {
  if (unavailable().has(tag)) return;
  unavailable().add(tag);
  const detail: ConsentErrorDetail = {
    code: 'RENDER_ERROR',
    message: `<${tag}> cannot be consent-elements' own: ${reason}`,
    cause,
  };
  const manager = pageSlot<PageObject>(STORE_SLOT)?.manager;
  if (manager) return manager.reportError(detail);
  console.error('[consent-elements]', detail.message, cause ?? '');
  globalThis.document?.dispatchEvent(new CustomEvent('consent-error', { bubbles: true, composed: true, detail }));
}

/**
 * Whether Customize can hand over to the dialog: `<consent-dialog>` is not another script's, and defining it did not
 * fail. If it cannot, the banner must stay, so the visitor can still decide; that is reported.
 */
export function dialogCanOpen(): boolean {
  const registered = globalThis.customElements?.get('consent-dialog');
  if (registered && !(VERSION_KEY in registered)) {
    reportUnavailableTag('consent-dialog', 'another script defines it, so Customize keeps the banner');
    return false;
  }
  return registered !== undefined || !unavailable().has('consent-dialog');
}
