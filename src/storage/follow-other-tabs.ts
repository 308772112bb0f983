import type { ManagerEnvironment } from '../core/environment';

type IdleWindow = Window & { requestIdleCallback?: (run: () => void, options: { timeout: number }) => number };

/**
 * Calls `changed` when another tab of the origin writes (or clears) the decision under `key`: the `storage` event
 * arrives within the same second. The manager re-reads the decision and the store update drives everything else
 * (scripts, frames, the request blocker, the banner and dialog, `consent-change`).
 * The listener is added once the page is idle: Chromium opens both storage areas for the first `storage` listener,
 * milliseconds at 4x CPU that would sit between the visitor and the banner. A decision another tab stored
 * meanwhile is followed then.
 */
export function followOtherTabs(env: ManagerEnvironment, key: () => string, changed: () => void): () => void {
  const target = env.document?.defaultView as IdleWindow | null | undefined;
  if (!target) return () => {};
  const listener = (event: StorageEvent) => {
    if (event.key === null || event.key === key()) changed();
  };
  const before = env.storage.get(key());
  let state: 'waiting' | 'listening' | 'stopped' = 'waiting';
  const listen = () => {
    if (state !== 'waiting') return;
    state = 'listening';
    target.addEventListener('storage', listener);
    if (env.storage.get(key()) !== before) changed();
  };
  if (target.requestIdleCallback) target.requestIdleCallback(listen, { timeout: 500 });
  else setTimeout(listen, 1);
  return () => {
    if (state === 'listening') target.removeEventListener('storage', listener);
    state = 'stopped';
  };
}
