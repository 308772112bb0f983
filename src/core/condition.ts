import { isCategoryName } from './categories';
import { CATEGORY_NOT_FOUND, ConsentConditionError } from './errors';
import type { ServiceConsents } from './services';
import type { CategoryName, ConsentCondition, Consents } from './types';

/**
 * Evaluates a condition against granted consents and services (`{ service }`: a declared service's grant); throws
 * ConsentConditionError on malformed input. Without `services`, any service id is well formed (option validation).
 */
export function evaluateCondition(
  condition: ConsentCondition,
  consents: Consents,
  services?: ServiceConsents,
): boolean {
  const evaluate = (item: ConsentCondition) => evaluateCondition(item, consents, services);
  if (typeof condition === 'string') {
    if (!isCategoryName(condition)) throw new ConsentConditionError(`${CATEGORY_NOT_FOUND}: "${condition}"`);
    return consents[condition] === true;
  }
  if (condition && typeof condition === 'object') {
    if ('and' in condition) return nonEmpty(condition.and, 'and').every(evaluate);
    if ('or' in condition) return nonEmpty(condition.or, 'or').some(evaluate);
    if ('not' in condition) return !evaluate(condition.not);
    if ('service' in condition && typeof condition.service == 'string') {
      if (services && !(condition.service in services)) {
        throw new ConsentConditionError(`Service not declared: "${condition.service}"`);
      }
      return services?.[condition.service] === true;
    }
  }
  throw new ConsentConditionError(`Invalid consent condition: ${JSON.stringify(condition)}`);
}

/** Throws unless every branch of the condition is well formed; validates conditions in options up front. */
export function assertCondition(condition: ConsentCondition): void {
  if (typeof condition === 'string' || !condition || typeof condition !== 'object') {
    evaluateCondition(condition, {} as Consents);
    return;
  }
  if ('and' in condition) nonEmpty(condition.and, 'and').forEach(assertCondition);
  else if ('or' in condition) nonEmpty(condition.or, 'or').forEach(assertCondition);
  else if ('not' in condition) assertCondition(condition.not);
  else if ('service' in condition) evaluateCondition(condition, {} as Consents);
  else evaluateCondition(condition, {} as Consents);
}

/** A single condition stands for a one-item list, as in c15t. */
function nonEmpty(value: ConsentCondition | ConsentCondition[], operator: string): ConsentCondition[] {
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0 || value === undefined) {
    throw new ConsentConditionError(`Consent condition "${operator}" needs a non-empty array`);
  }
  return list;
}

/** Every category a (valid) condition mentions (a service's category is displayed by the `services` option). */
export function conditionCategories(condition: ConsentCondition): CategoryName[] {
  if (typeof condition === 'string') return [condition];
  if ('service' in condition) return [];
  if ('and' in condition) return [condition.and].flat().flatMap(conditionCategories);
  if ('or' in condition) return [condition.or].flat().flatMap(conditionCategories);
  return conditionCategories(condition.not);
}
