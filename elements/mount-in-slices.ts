import { flushSync } from 'react-dom';
import { yieldToMain } from '../src/core/yield-to-main';
import type { MountTiming } from './with-attribute-props';

/** Main-thread time one task may spend mounting before it yields. */
const SLICE_MS = 8;

const pending: Array<() => void> = [];
let flushing = false;

/**
 * Runs an element's first React mount soon, in a task shared with other elements but never longer than a slice.
 * Defining a tag upgrades every instance in one task: 500 frames each creating a React root (with its event
 * listeners) made one task of almost 400 ms on a 4x-throttled CPU. Sliced, the page stays responsive; each mount
 * renders at once (flushSync), so a slice's elements commit together and the page lays out once per slice.
 */
export const mountInSlices: MountTiming = (_host, mount) => {
  pending.push(() => flushSync(mount));
  if (flushing) return;
  flushing = true;
  void yieldToMain().then(flush);
};

function flush(): void {
  const deadline = performance.now() + SLICE_MS;
  let done = 0;
  while (done < pending.length && (done === 0 || performance.now() < deadline)) {
    try {
      pending[done++]!();
    } catch (error) {
      reportError(error); // one broken element must not stop the others
    }
  }
  pending.splice(0, done);
  if (pending.length) void yieldToMain().then(flush);
  else flushing = false;
}
