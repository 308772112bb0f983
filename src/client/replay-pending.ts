import type { ConsentErrorDetail } from '../core/errors';
import type { PendingQueue, PendingSubmission } from './pending-queue';
import type { ConsentClient, ConsentSubmission, SetConsentResult } from './types';

/** Spec section 7: first try 2 s after load, then up to two more rounds after 1 s and 2 s. */
export const PENDING_REPLAY = { initialDelayMs: 2000, roundDelaysMs: [1000, 2000] } as const;

export interface ReplayOptions {
  queue: PendingQueue;
  client: ConsentClient;
  sleep: (ms: number) => Promise<void>;
  /** Runs the replay under an exclusive lock so two tabs never send the same entry. */
  lock?: (run: () => Promise<void>) => Promise<void>;
  onSent?: (entry: PendingSubmission, result: SetConsentResult | null) => void;
  /** Called once, when entries are still pending after the last round. */
  onError?: (error: ConsentErrorDetail) => void;
  isCancelled?: () => boolean;
  /** Last-moment changes to a queued submission (for example the subject id learnt from an earlier answer). */
  prepare?: (submission: ConsentSubmission) => ConsentSubmission;
}

/** Sends every queued decision, oldest first, removing each as soon as the backend has it. */
export async function replayPending(options: ReplayOptions): Promise<void> {
  const { queue, client, sleep } = options;
  if (!queue.list().length) return;
  await sleep(PENDING_REPLAY.initialDelayMs);
  const lock = options.lock ?? ((run) => run());
  for (let round = 0; round <= PENDING_REPLAY.roundDelaysMs.length; round++) {
    if (options.isCancelled?.()) return;
    let failed: ConsentErrorDetail | undefined;
    await lock(async () => {
      for (const entry of queue.list()) {
        if (options.isCancelled?.()) return;
        const result = await client.setConsent(options.prepare ? options.prepare(entry.submission) : entry.submission);
        if (result.ok) {
          queue.remove(entry.id);
          options.onSent?.(entry, result.data);
        } else {
          failed = result.error;
          return;
        }
      }
    });
    if (!failed || !queue.list().length) return;
    const pause = PENDING_REPLAY.roundDelaysMs[round];
    if (pause === undefined) return options.onError?.(failed);
    await sleep(pause);
  }
}

/** An exclusive Web Lock when the browser has them; otherwise runs directly. */
export function webLock(name: string): (run: () => Promise<void>) => Promise<void> {
  return async (run) => {
    const locks = (globalThis.navigator as Navigator | undefined)?.locks;
    if (!locks) return run();
    await locks.request(name, () => run());
  };
}
