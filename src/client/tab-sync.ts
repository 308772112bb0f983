import type { SafeStorage } from '../core/environment';
import { randomId } from '../core/random-id';

/** The queue's generation, `<storage id>:<count>`: counted up after every write of the queue. */
const GENERATION_KEY = 'consent-elements-pending-generation';
const LEASE = 'consent-elements-pending-written:';
/** How long a writer keeps announcing its write; far beyond the time localStorage takes to reach other tabs. */
const LEASE_MS = 2000;
/** The longest a tab waits for its copy of localStorage to catch up before it goes on regardless. */
const CATCH_UP_MS = 1000;

interface TabSync {
  /** Runs `run` under the named exclusive lock, shared by every tab of the origin, once this tab's view is fresh. */
  exclusive<T>(name: string, run: () => T | Promise<T>): Promise<T>;
  /** Waits until this tab has seen every write announced by another tab (call under a lock, before a read). */
  fresh(): Promise<void>;
  /** Announces a write of the queue (call under the lock, after writing). */
  wrote(): void;
}

/**
 * Exclusive sections over localStorage across tabs. A Web Lock orders the tabs, but it does not make their views
 * of localStorage agree: Chromium gives each renderer process its own copy and brings it up to date asynchronously,
 * so a tab granted the lock just after another tab wrote may still read the older queue (and send an entry twice,
 * or write back an entry already sent). So each write counts the generation up and holds a lock named after it for
 * a while (lock names are the one state every tab sees at once), and a tab entering waits until its copy shows the
 * newest generation announced. Without Web Locks (old browsers) sections run directly, one tab's guarantee only.
 */
export function createTabSync(storage: SafeStorage): TabSync {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  // Written on first use, not at load: a visitor who never decides gets no key.
  const identify = () => {
    if (!parse(storage.get(GENERATION_KEY))) storage.set(GENERATION_KEY, `${randomId()}:0`);
  };

  async function fresh() {
    if (!locks) return;
    const own = parse(storage.get(GENERATION_KEY));
    if (!own) return;
    const prefix = `${LEASE}${own.id}:`;
    const { held = [] } = await locks.query();
    const newest = Math.max(
      0,
      ...held
        .map((lock) => lock.name ?? '')
        .filter((name) => name.startsWith(prefix))
        .map((name) => Number(name.slice(prefix.length)) || 0),
    );
    const deadline = Date.now() + CATCH_UP_MS;
    while ((parse(storage.get(GENERATION_KEY))?.count ?? 0) < newest && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  }

  return {
    async exclusive(name, run) {
      if (!locks) return run();
      identify();
      return locks.request(name, async () => {
        await fresh();
        return run();
      });
    },
    fresh,
    wrote() {
      const generation = parse(storage.get(GENERATION_KEY)) ?? { id: randomId(), count: 0 };
      const next = `${generation.id}:${generation.count + 1}`;
      if (!storage.set(GENERATION_KEY, next) || !locks) return;
      // A real timer: the environment's sleep is instant in tests.
      locks.request(`${LEASE}${next}`, () => new Promise((resolve) => setTimeout(resolve, LEASE_MS))).catch(() => {});
    },
  };
}

function parse(value: string | null): { id: string; count: number } | null {
  const match = value ? /^(.+):(\d+)$/.exec(value) : null;
  return match ? { id: match[1]!, count: Number(match[2]) } : null;
}
