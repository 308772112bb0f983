import type { ManagerEnvironment } from '../core/environment';

/**
 * Calls `changed` when another tab of the origin writes (or clears) the decision under `key`: the `storage` event
 * arrives within the same second. The manager re-reads the decision and the store update drives everything else
 * (scripts, frames, the request blocker, the banner and dialog, `consent-change`).
 */
export function followOtherTabs(env: ManagerEnvironment, key: () => string, changed: () => void): () => void {
  const target = env.document?.defaultView;
  if (!target) return () => {};
  const listener = (event: StorageEvent) => {
    if (event.key === null || event.key === key()) changed();
  };
  target.addEventListener('storage', listener);
  return () => target.removeEventListener('storage', listener);
}
