import { createStore, type Store } from './create-store';

/** Spec section 9. */
export const LOADING_BAR = { height: 3, trickleSpeed: 200, minimum: 0.08, speed: 200, zIndex: 1600 } as const;

/** `value` is null while hidden, otherwise the progress between `minimum` and 1. */
interface LoadingBarState {
  value: number | null;
}

export interface LoadingBarController extends Pick<Store<LoadingBarState>, 'getState' | 'subscribe'> {
  start(): void;
  set(value: number): void;
  inc(amount?: number): void;
  done(): void;
}

const clamp = (value: number) => Math.min(Math.max(value, LOADING_BAR.minimum), 1);

/** How far one trickle step moves: big steps early, small ones near the end, never reaching 1. */
function trickleAmount(value: number): number {
  if (value < 0.2) return 0.1;
  if (value < 0.5) return 0.04;
  if (value < 0.8) return 0.02;
  if (value < 0.99) return 0.005;
  return 0;
}

/** An NProgress-style controller: start, trickle every 200 ms, finish and hide after the 200 ms transition. */
export function createLoadingBar(): LoadingBarController {
  const store = createStore<LoadingBarState>({ value: null });
  let trickle: ReturnType<typeof setInterval> | undefined;
  let hide: ReturnType<typeof setTimeout> | undefined;

  const stopTimers = () => {
    clearInterval(trickle);
    clearTimeout(hide);
    trickle = hide = undefined;
  };
  const bar: LoadingBarController = {
    getState: store.getState,
    subscribe: store.subscribe,
    set(value) {
      clearTimeout(hide);
      const next = clamp(Number.isFinite(value) ? value : LOADING_BAR.minimum);
      store.setState({ value: next });
      if (next >= 1) {
        clearInterval(trickle);
        trickle = undefined;
        hide = setTimeout(() => store.setState({ value: null }), LOADING_BAR.speed * 2);
      }
    },
    start() {
      if (store.getState().value === null || hide) bar.set(0);
      clearInterval(trickle);
      trickle = setInterval(() => bar.inc(), LOADING_BAR.trickleSpeed);
    },
    inc(amount) {
      const value = store.getState().value;
      if (value === null) return bar.start();
      if (value >= 1) return;
      bar.set(Math.min(value + (amount ?? trickleAmount(value)), 0.994));
    },
    done() {
      if (store.getState().value === null) return stopTimers();
      bar.set(1);
    },
  };
  return bar;
}
