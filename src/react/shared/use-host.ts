import { useCallback } from 'react';
import { emit, type ConsentElementEvents } from '../../core/events';

/** The custom element that owns this React tree (r2wc passes its shadow root as `container`). */
export function hostOf(container: ShadowRoot | HTMLElement | undefined): HTMLElement | undefined {
  if (!container) return undefined;
  return container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
}

/** Dispatches an element-level event (bubbling, composed) from the host element. */
export function useHostEvent(container: ShadowRoot | HTMLElement | undefined) {
  return useCallback(
    (name: keyof ConsentElementEvents) => {
      const host = hostOf(container);
      if (host) emit(host, name, null);
    },
    [container],
  );
}
