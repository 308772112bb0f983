import { readJson, type SafeStorage } from '../storage/safe-storage';
import type { ConsentSubmission } from './types';

export const PENDING_KEY = 'c15t-pending-consent-submissions';

/** A decision the backend has not acknowledged yet. */
export interface PendingSubmission {
  id: string;
  queuedAt: number;
  submission: ConsentSubmission;
}

export interface PendingQueue {
  list(): PendingSubmission[];
  add(submission: ConsentSubmission, now: number): PendingSubmission;
  remove(id: string): void;
}

/** The queue lives in localStorage so a decision survives the page; every change is written through at once. */
export function createPendingQueue(storage: SafeStorage, key = PENDING_KEY): PendingQueue {
  const read = (): PendingSubmission[] => {
    const value = readJson(storage, key);
    return Array.isArray(value) ? value.map(normalise).filter((entry): entry is PendingSubmission => entry !== null) : [];
  };
  const write = (entries: PendingSubmission[]) => {
    if (entries.length) storage.set(key, JSON.stringify(entries));
    else storage.remove(key);
  };
  return {
    list: read,
    add(submission, now) {
      const entry = { id: newId(), queuedAt: now, submission };
      write([...read(), entry]);
      return entry;
    },
    remove(id) {
      write(read().filter((entry) => entry.id !== id));
    },
  };
}

/** Accepts our entries and c15t's bare payloads (which carry no id). */
function normalise(value: unknown, index: number): PendingSubmission | null {
  if (!value || typeof value !== 'object') return null;
  const entry = value as Partial<PendingSubmission> & Partial<ConsentSubmission>;
  if (entry.submission && typeof entry.submission === 'object' && typeof entry.id === 'string') {
    return { id: entry.id, queuedAt: Number(entry.queuedAt) || 0, submission: entry.submission };
  }
  if (entry.preferences && typeof entry.preferences === 'object') {
    return { id: `legacy-${index}-${JSON.stringify(entry).length}`, queuedAt: 0, submission: entry as ConsentSubmission };
  }
  return null;
}

function newId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
}
