import type { ConsentManager } from '../core/consent-manager';
import { CATEGORY_LIST } from '../core/categories';

/**
 * Reports an element whose `data-category` is not a category name, once per element (`reported` holds those
 * already reported): a CATEGORY_ERROR naming the element and the valid names.
 */
export function reportBadCategory(
  manager: Pick<ConsentManager, 'reportError'>,
  reported: WeakSet<Element>,
  element: Element,
  category: string | null,
  where: string,
): void {
  if (reported.has(element)) return;
  reported.add(element);
  const message = `Invalid category "${category}" on ${where}: must be one of ${CATEGORY_LIST}`;
  manager.reportError({ code: 'CATEGORY_ERROR', message, element });
}
