import { isCategoryName } from './categories';
import { CATEGORY_NOT_FOUND, ConsentConditionError } from './errors';
import type { CategoryName, ConsentCondition, Consents } from './types';

/** Evaluates a condition against granted consents; throws ConsentConditionError on malformed input. */
export function evaluateCondition(condition: ConsentCondition, consents: Consents): boolean {
  if (typeof condition === 'string') {
    if (!isCategoryName(condition)) throw new ConsentConditionError(`${CATEGORY_NOT_FOUND}: "${condition}"`);
    return consents[condition] === true;
  }
  if (condition && typeof condition === 'object') {
    if ('and' in condition) return nonEmpty(condition.and, 'and').every((item) => evaluateCondition(item, consents));
    if ('or' in condition) return nonEmpty(condition.or, 'or').some((item) => evaluateCondition(item, consents));
    if ('not' in condition) return !evaluateCondition(condition.not, consents);
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

/** Every category a (valid) condition mentions. */
export function conditionCategories(condition: ConsentCondition): CategoryName[] {
  if (typeof condition === 'string') return [condition];
  if ('and' in condition) return [condition.and].flat().flatMap(conditionCategories);
  if ('or' in condition) return [condition.or].flat().flatMap(conditionCategories);
  return conditionCategories(condition.not);
}
