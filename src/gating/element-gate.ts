import { isCategoryName } from '../core/categories';
import type { ConsentManager } from '../core/consent-manager';
import type { ConsentCondition } from '../core/types';
import { invalidCategory, type ElementError } from './report-once';

/**
 * What a gated element waits for: its declared service (`data-service`, a frame's `service`), else its category. An
 * undeclared service or an invalid category is the error to report (never a load).
 */
export function elementGate(
  manager: ConsentManager,
  element: Element,
  service: string | null,
  category: string | null,
  where: string,
): ConsentCondition | ElementError {
  if (service != null) {
    return manager.config.services.some((declared) => declared.id === service)
      ? { service }
      : { code: 'CATEGORY_ERROR', message: `Service "${service}" on ${where} is not declared in services`, element };
  }
  return isCategoryName(category) ? category : invalidCategory(element, category, where);
}

/** Whether a gate (from elementGate) is an error. */
export const isGateError = (gate: ConsentCondition | ElementError): gate is ElementError =>
  typeof gate == 'object' && 'code' in gate;
