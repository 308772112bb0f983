/**
 * Resolves in a later task, so the browser can paint and handle input in between: the start-up work after the
 * gating (language, banner info, events) then never lengthens the task that evaluated the script.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
