import { CATEGORY_LIST } from '../core/categories';
import type { ConsentManager } from '../core/consent-manager';
import type { ConsentErrorDetail } from '../core/errors';

type ElementError = ConsentErrorDetail & { element: Element };

/**
 * Reports an element's fault once for the install's life, however often the element is checked again (attribute
 * edits, consent changes): one `consent-error` per element, not one per check.
 */
export function reportOncePerElement(manager: ConsentManager): (detail: ElementError) => void {
  const reported = new WeakSet<Element>();
  return (detail) => {
    if (reported.has(detail.element)) return;
    reported.add(detail.element);
    manager.reportError(detail);
  };
}

/** The CATEGORY_ERROR of a gated element whose category is not one of ours (`where`: "<iframe>"). */
export function invalidCategory(element: Element, category: string | null, where: string): ElementError {
  const message = `Invalid category "${category}" on ${where}: must be one of ${CATEGORY_LIST}`;
  return { code: 'CATEGORY_ERROR', message, element };
}
