/** A random id: the browser's UUID where it has one (secure contexts only), else time and randomness in base 36. */
export function randomId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
