import { readJson, type SafeStorage } from '../storage/safe-storage';
import type { ConsentSubmission } from '../core/backend-types';
import { toJson } from '../core/safe-json';

/** Our queue of decisions the backend has not acknowledged yet, oldest first. */
export const PENDING_KEY = 'consent-elements-pending';
/** c15t 1.x's queue (bare submissions): read and taken over, never written, so c15t's shape stays c15t's. */
export const C15T_PENDING_KEY = 'c15t-pending-consent-submissions';
/**
 * At most this many decisions wait for the backend. Each is proof, so they are kept in order; past the bound the
 * oldest are dropped (the newest choices are what the backend must end with) and the drop is reported.
 */
export const MAX_PENDING = 20;

/** A decision the backend has not acknowledged yet; `id` is its `metadata.submissionId`. */
export interface PendingSubmission {
  id: string;
  queuedAt: number;
  submission: ConsentSubmission;
}

interface PendingQueue {
  list(): PendingSubmission[];
  /** Appends a decision; returns the entries dropped to stay within MAX_PENDING. */
  add(submission: ConsentSubmission, now: number): PendingSubmission[];
  remove(id: string): void;
}

/**
 * The queue lives in localStorage so a decision survives the page (and other tabs see it); every change is written
 * through at once. When storage refuses a write, the queue carries on in memory for this page.
 */
export function createPendingQueue(storage: SafeStorage, max = MAX_PENDING): PendingQueue {
  let memory: PendingSubmission[] | null = null;
  /** Ids of c15t's entries taken over but not yet safe (neither known stored in our key nor sent). */
  let migrating = new Set<string>();
  let holdingC15t = false;
  const sent = new Set<string>();
  const read = (): PendingSubmission[] => {
    if (memory) return memory;
    const entries = stored();
    const theirs = readJson(storage, C15T_PENDING_KEY);
    if (!Array.isArray(theirs)) return entries;
    // c15t's entries are older than any of ours (it ran before we did): they go first, once. An entry already
    // in ours is one an earlier page took over without being able to remove c15t's key.
    const known = new Set(entries.map((entry) => entry.id));
    const taken = theirs
      .map((value, index) => normalise(value, index))
      .filter(isEntry)
      .filter((entry) => !sent.has(entry.id));
    migrating = new Set(taken.map((entry) => entry.id));
    holdingC15t = true;
    const merged = [...taken.filter((entry) => !known.has(entry.id)), ...entries];
    write(merged);
    return merged;
  };
  const stored = () => {
    const ours = readJson(storage, PENDING_KEY);
    return Array.isArray(ours) ? ours.map((value) => normalise(value, 0)).filter(isEntry) : [];
  };
  const write = (entries: PendingSubmission[]) => {
    const saved = entries.length ? storage.set(PENDING_KEY, toJson(entries)) : (storage.remove(PENDING_KEY), true);
    memory = saved ? null : entries;
    if (holdingC15t) letGoOfC15t(saved);
  };
  /**
   * c15t's key goes only once each of its entries is sent or read back from ours: until then it is the only copy
   * that outlives this page (full storage keeps ours in memory).
   */
  const letGoOfC15t = (saved: boolean) => {
    if (saved) {
      const ours = new Set(stored().map((entry) => entry.id));
      for (const id of migrating) if (ours.has(id)) migrating.delete(id);
    }
    if (migrating.size) return;
    storage.remove(C15T_PENDING_KEY);
    holdingC15t = false;
  };
  return {
    list: read,
    add(submission, now) {
      const entry = { id: submission.metadata.submissionId, queuedAt: now, submission };
      const entries = read();
      // In the order the decisions were made, not the order they join: another tab's older decision can join late
      // (its backend chunk still loading, the lock held), and the backend must end with the newest.
      let at = entries.length;
      while (at > 0 && decidedAt(entries[at - 1]!) > decidedAt(entry)) at--;
      entries.splice(at, 0, entry);
      const dropped = entries.splice(0, Math.max(0, entries.length - max));
      write(entries);
      return dropped;
    },
    remove(id) {
      sent.add(id);
      migrating.delete(id);
      write(read().filter((entry) => entry.id !== id));
    },
  };
}

/** When the visitor made the decision (its `clientTime`); c15t's entries without one count as the oldest. */
export const decidedAt = (entry: PendingSubmission): number => Date.parse(entry.submission.metadata.clientTime) || 0;

const isEntry = (entry: PendingSubmission | null): entry is PendingSubmission => entry !== null;

/** Accepts our entries and c15t's bare submissions (given a stable id from their content if they carry none). */
function normalise(value: unknown, index: number): PendingSubmission | null {
  if (!value || typeof value !== 'object') return null;
  const entry = value as Partial<PendingSubmission> & Partial<ConsentSubmission>;
  const wrapped = entry.submission && typeof entry.submission === 'object' && typeof entry.id === 'string';
  const submission = (wrapped ? entry.submission : entry) as ConsentSubmission;
  if (!submission.preferences || typeof submission.preferences !== 'object') return null;
  const metadata =
    submission.metadata && typeof submission.metadata === 'object'
      ? submission.metadata
      : ({} as ConsentSubmission['metadata']);
  const id = wrapped
    ? entry.id!
    : typeof metadata.submissionId === 'string'
      ? metadata.submissionId
      : `c15t-${index}-${hash(JSON.stringify(value))}`;
  return {
    id,
    queuedAt: Number(entry.queuedAt) || 0,
    submission: { ...submission, metadata: { ...metadata, submissionId: id } },
  };
}

function hash(text: string): string {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(31, h) + text.charCodeAt(i)) | 0;
  return (h >>> 0).toString(36);
}
