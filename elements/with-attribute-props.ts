import r2wcCore from '@r2wc/core';
import { viewRenderer } from './view-renderer';
import type { ViewName } from './views';

// r2wc's private slots: package.json pins @r2wc/core to the exact version these are tested with.
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
const CONTEXT = Symbol.for('r2wc.context');

type R2wcInternals = HTMLElement & { [PROPS]: Record<string, unknown>; [RENDER](): void; [CONTEXT]?: unknown };

const camelCase = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** When an instance's view first mounts: given the element and the mount, it runs the mount later. */
export type MountTiming = (host: HTMLElement, mount: () => void) => void;

/**
 * A light element for one of our views: r2wc's core (no React) with HTML attribute semantics, whose view and React
 * are fetched when it first mounts (elements/view-renderer.ts). r2wc ignores empty and removed attributes (a bare
 * `<x scroll-lock>` never applies, removal leaves a stale value: bitovi/react-to-web-component#162, #230) and drops
 * properties set before the tag was defined. Here every attribute reaches the view as its raw string (or undefined
 * when absent), and pre-upgrade properties are re-applied. `mountTiming` may put off the first mount; an attribute
 * changed before it asks again (a later `variant="widget"` mounts at once). On a server there is no HTMLElement:
 * the class is an empty one, never defined.
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
  const options = { shadow: 'open' as const, props: Object.fromEntries(props.map((prop) => [prop, 'string'])) };
  const Base = r2wcCore(view as never, options as never, viewRenderer as never);

  const Element = class extends (Base as unknown as { new (): R2wcInternals & { connectedCallback(): void } }) {
    constructor() {
      super();
      for (const [index, attribute] of attributes.entries()) {
        this[PROPS][props[index]!] = this.getAttribute(attribute) ?? undefined;
      }
      for (const prop of [...props, ...booleans]) {
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

    attributeChangedCallback(name: string, _previous: string | null, value: string | null) {
      const prop = camelCase(name);
      if (this[PROPS][prop] === (value ?? undefined)) return;
      this[PROPS][prop] = value ?? undefined;
      if (this[CONTEXT]) this[RENDER]();
      else if (this.isConnected) this.connectedCallback();
    }
  };
  for (const attribute of booleans) booleanProperty(Element.prototype, attribute);
  return Element as unknown as CustomElementConstructor;
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
