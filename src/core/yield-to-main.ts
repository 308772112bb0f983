/**
 * Resolves in a later task, so the browser can paint and handle input in between: the start-up work after the
 * gating (language, banner info, events) then never lengthens the task that evaluated the script.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Whether this may be the parser's task: the document is loading, or DOMContentLoaded is still to come (the deferred
 * and module scripts run in the task that fires it, after the parser's last chunk).
 */
export function inParserTask(doc: Document): boolean {
  if (doc.readyState === 'loading') return true;
  const [navigation] = globalThis.performance?.getEntriesByType?.('navigation') ?? [];
  return (navigation as PerformanceNavigationTiming | undefined)?.domContentLoadedEventStart === 0;
}
