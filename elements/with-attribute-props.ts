import r2wcCore from '@r2wc/core';
import { viewRenderer } from './view-renderer';
import type { ViewName } from './views';

type Handle = ReturnType<typeof viewRenderer.mount>;

const camelCase = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

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
  /** The mounted view of each element and back: r2wc's props carry none of our attributes, so each render adds them. */
  const handles = new WeakMap<Element, Handle>();
  const hosts = new WeakMap<Handle, Element>();
  const propsOf = (host: Element, given: object) => ({
    ...given,
    ...Object.fromEntries(attributes.map((attribute, index) => [props[index], host.getAttribute(attribute) ?? undefined])),
  });
  const renderer = {
    mount(container: ShadowRoot, name: ViewName, given: object): Handle {
      const handle = viewRenderer.mount(container, name, propsOf(container.host, given));
      handles.set(container.host, handle);
      hosts.set(handle, container.host);
      return handle;
    },
    update: (handle: Handle, given: object) => viewRenderer.update(handle, propsOf(hosts.get(handle)!, given)),
    unmount: viewRenderer.unmount,
  };
  const Base = r2wcCore(view as never, { shadow: 'open' }, renderer as never);

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
      const handle = handles.get(this);
      if (handle && !handle.gone) renderer.update(handle, handle.props);
      else if (this.isConnected) this.connectedCallback();
    }
  };
  for (const [index, attribute] of attributes.entries()) reflectedProperty(Element.prototype, props[index]!, attribute);
  for (const attribute of booleans) booleanProperty(Element.prototype, attribute);
  return Element as unknown as CustomElementConstructor;
}

/** A property mirroring an attribute as its string (r2wc's string props did the same); null or undefined remove it. */
function reflectedProperty(prototype: HTMLElement, prop: string, attribute: string): void {
  Object.defineProperty(prototype, prop, {
    configurable: true,
    enumerable: true,
    get(this: HTMLElement) {
      return this.getAttribute(attribute) ?? undefined;
    },
    set(this: HTMLElement, value: unknown) {
      if (value === undefined || value === null) this.removeAttribute(attribute);
      else this.setAttribute(attribute, String(value));
    },
  });
}

/**
 * A boolean attribute is also a property of its own (kebab-case) name, which React 19 sets instead of the attribute
 * when the element has it: `<consent-banner trap-focus={false}>` then writes `trap-focus="false"` (off), where the
 * attribute alone would be dropped (React removes a `false` attribute, which means the default).
 */
function booleanProperty(prototype: HTMLElement, attribute: string): void {
  Object.defineProperty(prototype, attribute, {
    configurable: true,
    get(this: HTMLElement) {
      return this.hasAttribute(attribute) ? this.getAttribute(attribute) !== 'false' : undefined;
    },
    set(this: HTMLElement, value: unknown) {
      if (value === undefined || value === null) this.removeAttribute(attribute);
      else this.setAttribute(attribute, value === true ? '' : String(value));
    },
  });
}
