/**
 * Runs `task` once the browser has painted the next frame (a task after the frame's animation callbacks), so work a
 * click does not need for its visible answer stays out of the click's task and its frame (INP). A page that does not
 * render (a hidden tab) gets it after `fallbackMs` instead.
 */
export function afterNextPaint(task: () => void, fallbackMs = 250): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, fallbackMs);
}
