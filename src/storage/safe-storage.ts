import type { SafeStorage } from '../core/environment';

export type { SafeStorage };

const PROBE_KEY = '__consent_elements_probe__';

/** Wraps a storage getter (usually `() => window.localStorage`); any access that throws is absorbed. */
export function createSafeStorage(getStorage: () => Storage | null | undefined): SafeStorage {
  const storage = attempt(getStorage, null);
  // Probed when first asked, unless a value read back before (so it was written): a returning visit writes nothing.
  let works: boolean | undefined;
  const probe = () =>
    storage !== null &&
    attempt(() => {
      storage.setItem(PROBE_KEY, '1');
      storage.removeItem(PROBE_KEY);
      return true;
    }, false);

  return {
    get available() {
      return (works ??= probe());
    },
    get(key) {
      const value = storage ? attempt(() => storage.getItem(key), null) : null;
      if (value !== null) works ??= true;
      return value;
    },
    // Read back: a storage that drops or alters a write (a shim, a full disk) must not pass for one that kept it.
    set: (key, value) =>
      !!storage &&
      attempt(() => {
        storage.setItem(key, value);
        return storage.getItem(key) === value;
      }, false),
    remove: (key) => {
      if (storage) attempt(() => storage.removeItem(key), undefined);
    },
  };
}

/** The action's result, or `fallback` when it throws or gives nothing. */
export function attempt<T>(action: () => T | null | undefined, fallback: T): T {
  try {
    return action() ?? fallback;
  } catch {
    return fallback;
  }
}

/** Parses stored JSON; anything unparsable reads as null. */
export function readJson(storage: SafeStorage, key: string): unknown {
  const text = storage.get(key);
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
