import { VERSION } from '../src/core/version';
import { reportUnavailableTag, VERSION_KEY } from '../src/ui/element-ownership';

const warned = new Set<string>();

/**
 * Registers a tag once per page. The same version loaded twice is a no-op; another version that got there
 * first keeps the tag and we log one warning. A tag another library owns, or a `customElements.define` that throws
 * or does nothing, is reported (consent-error RENDER_ERROR). Never throws, and does nothing outside a browser.
 */
export function defineOnce(tag: string, element: CustomElementConstructor): void {
  if (typeof customElements === 'undefined') return;
  const existing = customElements.get(tag) as (CustomElementConstructor & { [VERSION_KEY]?: string }) | undefined;
  if (existing && !(VERSION_KEY in existing)) {
    console.warn(`[consent-elements] <${tag}> is already defined by another script; keeping it.`);
    return reportUnavailableTag(tag, 'another script defines it');
  }
  if (existing) {
    const version = existing[VERSION_KEY];
    if (version !== VERSION && !warned.has(tag)) {
      warned.add(tag);
      console.warn(
        `[consent-elements] <${tag}> is already defined by version ${version}; ` +
          `keeping it and ignoring version ${VERSION}.`,
      );
    }
    return;
  }
  try {
    if (!(VERSION_KEY in element)) Object.defineProperty(element, VERSION_KEY, { value: VERSION });
    customElements.define(tag, element);
  } catch (error) {
    return reportUnavailableTag(tag, 'customElements.define failed', error);
  }
  if (customElements.get(tag) !== element) reportUnavailableTag(tag, 'customElements.define did not register it');
}
