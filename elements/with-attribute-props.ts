import type { ComponentType } from 'react';
import r2wc from '@r2wc/react-to-web-component';

// r2wc's private slots: package.json pins @r2wc/core to the exact version these are tested with.
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

type R2wcInternals = HTMLElement & { [PROPS]: Record<string, unknown>; [RENDER](): void };

const camelCase = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** When an instance's React tree first mounts: given the element and the mount, it runs the mount later. */
export type MountTiming = (host: HTMLElement, mount: () => void) => void;

/** A mount timing that first waits for `load` (a view fetched on demand), then follows `timing`. */
export const afterLoading =
  (load: () => Promise<unknown>, timing: MountTiming): MountTiming =>
  (host, mount) =>
    void load().then(() => timing(host, mount));

/**
 * r2wc with HTML attribute semantics. r2wc ignores empty and removed attributes (a bare `<x scroll-lock>`
 * never applies, removal leaves a stale value: bitovi/react-to-web-component#162, #230) and drops properties
 * set before the tag was defined. Here every attribute reaches the view as its raw string (or undefined when
 * absent), and pre-upgrade properties are re-applied. `mountTiming` may put off the first mount (an attribute
 * change mounts at once).
 */
export function elementFromView<P extends object>(
  view: ComponentType<P>,
  attributes: readonly string[],
  { mountTiming }: { /** Default: at once, when connected. */ mountTiming?: MountTiming } = {},
): CustomElementConstructor {
  const props = attributes.map(camelCase);
  const Base = r2wc(view as ComponentType<object>, { shadow: 'open', props: Object.fromEntries(props.map((prop) => [prop, 'string'])) as Record<string, 'string'> });

  return class extends (Base as unknown as { new (): R2wcInternals & { connectedCallback(): void } }) {
    constructor() {
      super();
      for (const [index, attribute] of attributes.entries()) this[PROPS][props[index]!] = this.getAttribute(attribute) ?? undefined;
      for (const prop of props) {
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

    /** Keeps a shadow root the drop-in already filled (its banner without React): React renders into it and replaces it. */
    attachShadow(init: ShadowRootInit): ShadowRoot {
      return this.shadowRoot ?? super.attachShadow(init);
    }

    attributeChangedCallback(name: string, _previous: string | null, value: string | null) {
      const prop = camelCase(name);
      if (this[PROPS][prop] === (value ?? undefined)) return;
      this[PROPS][prop] = value ?? undefined;
      this[RENDER]();
    }
  } as unknown as CustomElementConstructor;
}
