/** Called with the new and the previous state after every change. */
export type Listener<T> = (next: T, previous: T) => void;

export interface Store<T> {
  getState(): T;
  /** Shallow-merges a partial state (or an updater's result); listeners run only if a field changed. */
  setState(partial: Partial<T> | ((state: T) => Partial<T>)): void;
  subscribe(listener: Listener<T>): () => void;
}

/** A minimal vanilla store: a closure, a listener set, (next, prev) notifications, no-op on equal state. */
export function createStore<T extends object>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<Listener<T>>();

  return {
    getState: () => state,
    setState(partial) {
      const patch = typeof partial === 'function' ? partial(state) : partial;
      const changed = Object.keys(patch).some((key) => !Object.is(patch[key as keyof T], state[key as keyof T]));
      if (!changed) return;
      const previous = state;
      state = { ...state, ...patch };
      for (const listener of [...listeners]) {
        try {
          listener(state, previous);
        } catch (error) {
          console.error('[consent-elements] a store listener threw', error);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
