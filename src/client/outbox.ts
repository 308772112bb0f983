import type { ManagerEnvironment } from '../core/environment';
import type { ConsentErrorDetail } from '../core/errors';
import { createReceipts } from '../storage/receipts';
import { createPendingQueue, decidedAt, type PendingSubmission } from './pending-queue';
import { isSubjectRejected } from './retry';
import { createTabSync } from './tab-sync';
import type { ConsentClient, ConsentSubmission, SetConsentResult } from '../core/backend-types';

/** Spec section 7: first try 2 s after load, then up to two more rounds after 1 s and 2 s. */
const PENDING_REPLAY = { initialDelayMs: 2000, roundDelaysMs: [1000, 2000] } as const;

interface OutboxOptions {
  env: Pick<ManagerEnvironment, 'storage' | 'sleep' | 'now'>;
  /** Read at each send, so a reconfigured client is used at once. */
  client: () => ConsentClient;
  report: (error: ConsentErrorDetail) => void;
  isCancelled: () => boolean;
}

/**
 * A decision this young is not sent yet: an older one made in another tab a moment before may not have joined the
 * queue (its chunk loading, the lock held), and it must reach the backend first. Not seen by the visitor: the
 * decision is stored and in force at once.
 */
const JOIN_WINDOW_MS = 300;
/** Held while a tab sends, so two tabs never send at once. */
const SENDING_LOCK = 'consent-elements-pending';
/** Held while a tab changes the queue (a short section: a decision is stored at once, even while another sends). */
const WRITING_LOCK = 'consent-elements-pending-write';

export interface Outbox {
  /** Queues a decision and sends the queue; resolves true once the backend has this decision. */
  submit(submission: ConsentSubmission): Promise<boolean>;
  /** Sends what earlier pages left, on spec section 7's schedule. */
  replay(): Promise<void>;
}

/**
 * One ordered outbox per browser: decisions are sent one at a time, oldest first, and each leaves the queue only
 * once the backend has acknowledged it. So every decision reaches the backend in the order made (a fresh one waits
 * for older ones), and the backend's newest record is the visitor's current choice. A retry or replay repeats the
 * same `metadata.submissionId`, so a backend can drop the copy of an answer that was lost on the way.
 * Across tabs every change of the queue and every send runs under a lock shared by the tabs (tab-sync.ts), on a
 * view of the queue that has caught up with the other tabs' writes: each decision is sent once, in order.
 */
export function createOutbox(options: OutboxOptions): Outbox {
  const { env } = options;
  const queue = createPendingQueue(env.storage);
  const sync = createTabSync(env.storage);
  /** Ids this page has had acknowledged: never sent again, even if a stale tab writes one back. */
  const delivered = new Set<string>();
  const change = <T>(write: () => T): Promise<T> =>
    sync.exclusive(WRITING_LOCK, () => {
      const result = write();
      sync.wrote();
      return result;
    });
  const receipts = createReceipts(env.storage);
  const sent = (result: SetConsentResult | null) =>
    receipts.add({
      time: env.now(),
      subjectId: text(result?.subjectId),
      consentId: text(result?.consentId ?? result?.id),
    });
  let chain: Promise<unknown> = Promise.resolve();
  const saveFailed = (failed: ConsentErrorDetail) =>
    options.report({ code: failed.code, message: 'Failed to save consents', status: failed.status, cause: failed });

  function prepare(submission: ConsentSubmission): ConsentSubmission {
    const subjectId = receipts.subjectId() ?? submission.subjectId;
    const { subjectId: _, ...rest } = submission;
    return subjectId ? { ...rest, subjectId } : rest;
  }

  async function send(entry: PendingSubmission) {
    const first = prepare(entry.submission);
    const result = await options.client().setConsent(first);
    if (result.ok || !first.subjectId || !isSubjectRejected(result.error)) return result;
    receipts.forgetSubject(first.subjectId);
    const { subjectId: _, ...fresh } = first;
    return options.client().setConsent(fresh);
  }

  /** Sends until the queue is empty or one fails; one drain at a time in this page, one at a time across tabs. */
  function drain(): Promise<ConsentErrorDetail | undefined> {
    const run = chain.then(() =>
      sync.exclusive(SENDING_LOCK, async () => {
        for (let first = true; !options.isCancelled(); first = false) {
          if (!first) await sync.fresh(); // another tab may have sent (and removed) entries meanwhile
          let entry = queue.list()[0];
          const young = entry && JOIN_WINDOW_MS - (env.now() - decidedAt(entry));
          if (young && young > 0) {
            await new Promise((resolve) => setTimeout(resolve, young)); // a real wait: not the replay schedule's
            await sync.fresh();
            entry = queue.list()[0]; // the oldest, now that late joiners are in
          }
          if (!entry) return undefined;
          let answer: SetConsentResult | null | undefined;
          if (!delivered.has(entry.id)) {
            const result = await send(entry);
            if (!result.ok) return result.error;
            delivered.add(entry.id);
            answer = result.data;
          }
          await change(() => {
            queue.remove(entry.id);
            if (answer !== undefined) sent(answer);
          });
        }
        return undefined;
      }),
    );
    chain = run.catch(() => {});
    return run;
  }

  return {
    async submit(submission) {
      const id = submission.metadata.submissionId;
      const queued = () => queue.list().some((entry) => entry.id === id);
      const dropped = await change(() => {
        if (queued()) return [];
        const removed = queue.add(submission, env.now());
        if (!queued()) {
          const message = 'A decision could not be queued for the backend: the stored queue does not read back';
          options.report({ code: 'STORAGE_ERROR', message });
        }
        return removed;
      });
      if (dropped.length) {
        const count = dropped.length;
        const message = `${count} pending consent decision(s) dropped: more than the queue's bound were waiting`;
        options.report({ code: 'QUEUE_OVERFLOW', message });
      }
      const failed = await drain();
      await sync.fresh();
      const done = delivered.has(id) || !queue.list().some((entry) => entry.id === id);
      if (!done && failed && !options.isCancelled()) {
        saveFailed(failed);
      }
      return done;
    },
    async replay() {
      if (!queue.list().length) return;
      await env.sleep(PENDING_REPLAY.initialDelayMs);
      for (let round = 0; ; round++) {
        if (options.isCancelled()) return;
        const failed = await drain();
        if (!failed || !queue.list().length || options.isCancelled()) return;
        const pause = PENDING_REPLAY.roundDelaysMs[round];
        if (pause === undefined) {
          return saveFailed(failed);
        }
        await env.sleep(pause);
      }
    },
  };
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}
