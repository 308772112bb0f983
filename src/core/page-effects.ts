import type { ConsentManager } from './manager-api';
import { pageSlot } from './page-slot';

/** Page-wide, so a click in one copy of the bundle defers the gating installed by another. */
interface EffectsSlot {
  /** How many deferring decisions are running now (deferEffects). */
  deferring: number;
  /** Effects waiting for the frame of the click that made them, in the order they came. */
  queue: Array<() => void>;
}

const slot = () => pageSlot<EffectsSlot>('page-effects', () => ({ deferring: 0, queue: [] }));

/**
 * Runs `effect`, the page's answer to a consent change that the decision's contract does not need at once (managed
 * and parked scripts inserted, iframes and frames loaded). Normally at once; while a visitor's click decides
 * (deferEffects) it waits until the frame that answers the click is painted, as c15t 1.7 runs its script, iframe and
 * blocker updates a task after the state. Effects run in the order they came, each in the consent it was made for:
 * a later change of the consent in force (a second decision, another tab) first runs those still waiting
 * (manager-store.ts), and so does an effect arriving while they wait.
 */
export function pageEffect(effect: () => void): void {
  const effects = slot();
  if (effects.deferring) effects.queue.push(effect);
  else {
    runEffects();
    effect();
  }
}

/** Runs the waiting effects now, in order; one that throws is logged and never stops the others. */
export function runEffects(): void {
  const queue = slot().queue;
  for (let effect = queue.shift(); effect; effect = queue.shift()) {
    try {
      effect();
    } catch (error) {
      console.error('[consent-elements]', error);
    }
  }
}

/**
 * Runs `decide` (a decision from a click: the store, the stored record and `consent-change` stay synchronous) with
 * the effects it causes queued, and hands what runs them to `later` (the UI's after-next-paint).
 */
export function deferEffects<T>(decide: () => T, later: (run: () => void) => void): T {
  const effects = slot();
  effects.deferring++;
  try {
    return decide();
  } finally {
    effects.deferring--;
    if (effects.queue.length) later(runEffects);
  }
}

/**
 * A gate's answer to a decision: `effect` as a page effect on every change of the consents, while installed. Returns
 * what uninstalls it, an effect still waiting included.
 */
export function onConsentsChange(manager: ConsentManager, effect: () => void): () => void {
  let installed = true;
  const unsubscribe = manager.subscribe((next, prev) => {
    if (next.consents !== prev.consents) pageEffect(() => installed && effect());
  });
  return () => {
    installed = false;
    unsubscribe();
  };
}
