/** Spec section 4: the closing animation lasts 200 ms, then the element goes. */
export const ANIMATION_MS = 200;

/** Whether an element with `animate` on really animates: not when the visitor asked for reduced motion. */
export function animates(animate: boolean): boolean {
  return animate && !(typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches);
}
