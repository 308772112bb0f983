/** The page object's slot (page-object.ts): src/page creates it, the drop-in's UI chunk and the tag guards read it. */
export const STORE_SLOT = 'store';

/**
 * State shared by every copy of the library on the page (a CMS plugin and an app bundle may both load it): kept on
 * globalThis under `Symbol.for('consent-elements.<name>')`, so each copy finds the same object. `create` makes it
 * on first use; without `create`, a slot that no copy has made yet reads as undefined.
 */
export function pageSlot<T>(name: string, create: () => T): T;
export function pageSlot<T>(name: string): T | undefined;
export function pageSlot<T>(name: string, create?: () => T): T | undefined {
  return ((globalThis as Record<symbol, T | undefined>)[Symbol.for(`consent-elements.${name}`)] ??= create?.());
}
