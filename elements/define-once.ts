import { VERSION } from '../src/core/version';

const VERSION_KEY = Symbol.for('consent-elements.version');
const warned = new Set<string>();

/**
 * Registers a tag once per page. The same version loaded twice is a no-op; another version that got there
 * first keeps the tag and we log one warning. Never throws, and does nothing outside a browser.
 */
export function defineOnce(tag: string, element: CustomElementConstructor): void {
  if (typeof customElements === 'undefined') return;
  const existing = customElements.get(tag) as (CustomElementConstructor & { [VERSION_KEY]?: string }) | undefined;
  if (existing) {
    const version = existing[VERSION_KEY];
    if (version !== VERSION && !warned.has(tag)) {
      warned.add(tag);
      console.warn(
        `[consent-elements] <${tag}> is already defined by ${version ? `version ${version}` : 'another script'}; ` +
          `keeping it and ignoring version ${VERSION}.`,
      );
    }
    return;
  }
  try {
    Object.defineProperty(element, VERSION_KEY, { value: VERSION });
    customElements.define(tag, element);
  } catch (error) {
    console.warn(`[consent-elements] could not define <${tag}>`, error);
  }
}
