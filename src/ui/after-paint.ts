/** Tasks waiting for the next paint, in the order given; one frame wait serves them all (a click queues several). */
let waiting: Array<() => void> | null = null;

/**
 * Runs `task` once the browser has painted the next frame (a task after the frame's animation callbacks), so work a
 * click does not need for its visible answer stays out of the click's task and its frame (INP). A page that does not
 * render (a hidden tab) gets it after `fallbackMs` instead.
 */
export function afterNextPaint(task: () => void, fallbackMs = 250): void {
  if (waiting) {
    waiting.push(task);
    return;
  }
  const tasks = (waiting = [task]);
  const run = () => {
    if (waiting !== tasks) return;
    waiting = null;
    for (const next of tasks) {
      try {
        next();
      } catch (error) {
        console.error('[consent-elements]', error);
      }
    }
  };
  requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, fallbackMs);
}
