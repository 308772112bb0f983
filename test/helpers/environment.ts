import type { ManagerEnvironment } from '../../src/core/environment';
import { browserEnvironment } from '../../src/page/browser-environment';
import { createSafeStorage } from '../../src/storage/safe-storage';

/** A Storage held in memory, so tests never touch the page's real localStorage. */
export class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

/** The keys `storage.setItem` is called with from now on, in order (the storage still keeps each write). */
export function recordWrites(storage: Storage): string[] {
  const writes: string[] = [];
  const setItem = storage.setItem.bind(storage);
  storage.setItem = (key, value) => (writes.push(key), setItem(key, value));
  return writes;
}

/** A cookie jar in memory (name=value; max-age=0 removes), so tests never share the page's real cookies. */
export function memoryCookies(initial = '') {
  const jar = new Map<string, string>();
  const set = (cookie: string) => {
    const [pair, ...attributes] = cookie.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    if (attributes.some((attribute) => /^\s*max-age=(0|-)/i.test(attribute))) jar.delete(name);
    else jar.set(name, pair.slice(at + 1).trim());
  };
  initial
    .split(';')
    .filter((pair) => pair.includes('='))
    .forEach(set);
  return { get: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '), set };
}

/** A Storage whose every method throws, like a blocked localStorage in a sandboxed frame. */
export const throwingStorage = new Proxy({} as Storage, {
  get() {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
});

/** A fresh namespace on the test server's mock backend. */
export function mockBackendURL(): string {
  return `/mock-api/${Math.random().toString(36).slice(2)}`;
}

export async function scriptBackend(backendURL: string, script: Record<string, unknown>): Promise<void> {
  await fetch(`${backendURL}/__script`, { method: 'POST', body: JSON.stringify(script) });
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
  time: number;
}

export async function backendRequests(backendURL: string): Promise<RecordedRequest[]> {
  return (await fetch(`${backendURL}/__requests`)).json();
}

/** A test environment: memory storage, no document events unless asked for, fixed languages. */
export function testEnvironment(
  overrides: Partial<ManagerEnvironment> & { localStorage?: Storage } = {},
): ManagerEnvironment & { localStorage: Storage } {
  const localStorage = overrides.localStorage ?? new MemoryStorage();
  return {
    ...browserEnvironment(),
    storage: createSafeStorage(() => localStorage),
    languages: ['en-US'],
    doNotTrack: false,
    hostname: 'shop.example',
    document: undefined,
    cookies: memoryCookies(),
    ...overrides,
    localStorage,
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
