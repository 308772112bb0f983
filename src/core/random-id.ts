/** A random id ending in random hex (a UUID where the browser has one): request, submission and script ids. */
export function randomId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(16).slice(2, 12)}`;
}
