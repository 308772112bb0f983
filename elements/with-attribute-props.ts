import r2wcCore from '@r2wc/core';
import { booleanAttribute } from '../src/core/boolean-attribute';
import { camelCase, renderAgain, viewRenderer } from './view-renderer';
import type { ViewName } from './views';

/** When an instance's view first mounts: given the element and the mount, it runs the mount later. */
export type MountTiming = (host: HTMLElement, mount: () => void) => void;

/**
 * A light element for one of our views: r2wc's core (no React) through its public API only (the `r2wc()` factory,
 * the renderer it calls, the lifecycle callbacks), whose view and React are fetched when it first mounts
 * (elements/view-renderer.ts). The attributes are ours, not r2wc's: r2wc ignores empty and removed attributes (a
 * bare `<x scroll-lock>` never applies, removal leaves a stale value: bitovi/react-to-web-component#162, #230), so
 * the view gets every attribute as its raw string (undefined when absent), read from the element at each render.
 * Each attribute is also a property (camelCase) reflected to it, and properties set before the tag was defined are
 * re-applied. `mountTiming` may put off the first mount; an attribute changed before it asks again (a later
 * `variant="widget"` mounts at once). On a server there is no HTMLElement: the class is an empty one, never defined.
 */
export function elementFromView(
  view: ViewName,
  kinds: Readonly<Record<string, 'string' | 'boolean'>>,
  { mountTiming }: { /** Default: at once, when connected. */ mountTiming?: MountTiming } = {},
): CustomElementConstructor {
  if (typeof HTMLElement === 'undefined') return class {} as unknown as CustomElementConstructor;
  const attributes = Object.keys(kinds);
  const props = attributes.map(camelCase);
  const booleans = attributes.filter((attribute) => kinds[attribute] === 'boolean');
  const Base = r2wcCore(view as never, { shadow: 'open' }, viewRenderer as never);

  const Element = class extends (Base as unknown as { new (): HTMLElement & { connectedCallback(): void } }) {
    static get observedAttributes() {
      return attributes;
    }

    constructor() {
      super();
      for (const prop of new Set([...props, ...booleans])) {
        if (!Object.prototype.hasOwnProperty.call(this, prop)) continue;
        const value = (this as unknown as Record<string, unknown>)[prop];
        delete (this as unknown as Record<string, unknown>)[prop];
        (this as unknown as Record<string, unknown>)[prop] = value;
      }
    }

    connectedCallback() {
      if (!mountTiming) return super.connectedCallback();
      mountTiming(this, () => {
        if (this.isConnected) super.connectedCallback();
      });
    }

    /** Keeps a shadow root the drop-in already filled (its banner without React); React replaces its content. */
    attachShadow(init: ShadowRootInit): ShadowRoot {
      return this.shadowRoot ?? super.attachShadow(init);
    }

    attributeChangedCallback() {
      if (!renderAgain(this) && this.isConnected) this.connectedCallback();
    }
  };
  for (const [index, attribute] of attributes.entries()) reflect(Element.prototype, props[index]!, attribute, false);
  for (const attribute of booleans) reflect(Element.prototype, attribute, attribute, true);
  return Element as unknown as CustomElementConstructor;
}

/**
 * A property mirroring an attribute; null or undefined remove it. Each attribute has one under its camelCase name,
 * as r2wc's string props had. A boolean attribute also has one under its own (kebab-case) name, which React 19 sets
 * instead of the attribute when the element has it: `<consent-banner trap-focus={false}>` then writes
 * `trap-focus="false"` (off), where the attribute alone would be dropped (React removes a `false` attribute, which
 * means the default); that one reads as a boolean by the one rule (src/core/boolean-attribute.ts: `"FALSE"` is off
 * too), and `true` writes the bare attribute.
 */
function reflect(prototype: HTMLElement, prop: string, attribute: string, boolean: boolean): void {
  Object.defineProperty(prototype, prop, {
    configurable: true,
    enumerable: !boolean,
    get(this: HTMLElement) {
      const value = this.getAttribute(attribute) ?? undefined;
      return boolean && value !== undefined ? booleanAttribute(value, true) : value;
    },
    set(this: HTMLElement, value: unknown) {
      if (value === undefined || value === null) this.removeAttribute(attribute);
      else this.setAttribute(attribute, boolean && value === true ? '' : String(value));
    },
  });
}
