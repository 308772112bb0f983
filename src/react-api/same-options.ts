/**
 * Whether two option objects are equal by value. Functions count as equal to each other: a page that writes its
 * callbacks inline (a new function every render) must not reconfigure the store on every render.
 */
export function sameOptions(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a === 'function' && typeof b === 'function') return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every(
    (key) =>
      Object.hasOwn(b, key) && sameOptions((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}
