import { CATEGORY_LIST } from '../core/categories';
import type { ConsentManager } from '../core/consent-manager';
import type { ConsentErrorDetail } from '../core/errors';

export type ElementError = ConsentErrorDetail & { element: Element };

/**
 * Reports an element's fault unless `reported` holds it already with the same `key`: once per element, or with a
 * key (the bad value) once per element and value, so a changed bad value reports again.
 */
export function reportOnce(
  manager: ConsentManager,
  reported: WeakMap<Element, unknown>,
  detail: ElementError,
  key?: unknown,
): void {
  if (reported.has(detail.element) && reported.get(detail.element) === key) return;
  reported.set(detail.element, key);
  manager.reportError(detail);
}

/**
 * Reports an element's fault once for the install's life, however often the element is checked again (attribute
 * edits, consent changes): one `consent-error` per element, not one per check.
 */
export function reportOncePerElement(manager: ConsentManager): (detail: ElementError) => void {
  const reported = new WeakMap<Element, unknown>();
  return (detail) => reportOnce(manager, reported, detail);
}

/**
 * The CATEGORY_ERROR of a gated element whose category is not one of ours, or that has none (`where`:
 * "<iframe>").
 */
export function invalidCategory(element: Element, category: string | null | undefined, where: string): ElementError {
  const what = category == null ? `${where} needs a category` : `Invalid category "${category}" on ${where}`;
  const message = `${what}: must be one of ${CATEGORY_LIST}`;
  return { code: 'CATEGORY_ERROR', message, element };
}
