import type { ManagerEnvironment } from '../core/environment';

/**
 * Calls `changed` when another tab of the origin writes (or removes: `removed`) the decision under `key`: the
 * `storage` event arrives within the same second. The manager re-reads the decision and the store update drives
 * everything else (scripts, frames, the request blocker, the banner and dialog, `consent-change`).
 */
export function followOtherTabs(
  env: ManagerEnvironment,
  key: () => string,
  changed: (removed: boolean) => void,
): () => void {
  const target = env.document?.defaultView;
  if (!target) return () => {};
  // `key` null: the other tab cleared all of localStorage (not a reset of ours: the mirror may still hold a decision).
  const listener = (event: StorageEvent) => {
    if (event.key === null || event.key === key()) changed(event.key !== null && event.newValue === null);
  };
  target.addEventListener('storage', listener);
  return () => target.removeEventListener('storage', listener);
}
