/** Called with the new and the previous state after every change. */
export type Listener<T> = (next: T, previous: T) => void;

export interface Store<T> {
  getState(): T;
  /** Shallow-merges a partial state (or an updater's result); listeners run only if a field changed. */
  setState(partial: Partial<T> | ((state: T) => Partial<T>)): void;
  subscribe(listener: Listener<T>): () => void;
}

/**
 * A minimal vanilla store: a closure, a listener set, (next, prev) notifications, no-op on equal state. A change made
 * by a listener waits until every listener has heard the change being announced (as nanostores does), so each
 * listener hears every change in the order made, each with its own `previous`.
 */
export function createStore<T extends object>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<Listener<T>>();
  const pending: Array<[T, T]> = [];
  let notifying = false;

  function notify() {
    notifying = true;
    try {
      for (let change = pending.shift(); change; change = pending.shift()) {
        for (const listener of [...listeners]) {
          try {
            listener(change[0], change[1]);
          } catch (error) {
            console.error('[consent-elements] a store listener threw', error);
          }
        }
      }
    } finally {
      notifying = false;
    }
  }

  return {
    getState: () => state,
    setState(partial) {
      const patch = typeof partial === 'function' ? partial(state) : partial;
      const changed = Object.keys(patch).some((key) => !Object.is(patch[key as keyof T], state[key as keyof T]));
      if (!changed) return;
      const previous = state;
      state = { ...state, ...patch };
      pending.push([state, previous]);
      if (!notifying) notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
