import type { SafeStorage } from '../core/environment';
import { readJson } from './safe-storage';
import { toJson } from '../core/safe-json';

/** Our receipts: the backend's ids for this browser's recorded decisions. */
export const RECEIPTS_KEY = 'consent-elements-receipts';

export interface Receipt {
  time: number;
  subjectId?: string;
  consentId?: string;
}

/**
 * The receipts in localStorage (the last 50). Only the backend modes write and read them, so this loads with the
 * backend client, never in an offline page.
 */
export function createReceipts(storage: SafeStorage) {
  const read = (): Receipt[] => {
    const value = readJson(storage, RECEIPTS_KEY);
    if (!Array.isArray(value)) return [];
    return value.filter((item) => !!item && typeof item === 'object' && typeof item.time === 'number');
  };
  return {
    add(receipt: Receipt): void {
      storage.set(RECEIPTS_KEY, toJson([...read(), receipt].slice(-50)));
    },
    /** Drops a subject id the backend no longer knows, so the next decision starts a new subject. */
    forgetSubject(subjectId: string): void {
      storage.set(RECEIPTS_KEY, toJson(read().filter((receipt) => receipt.subjectId !== subjectId)));
    },
    /** The backend's subject id for this browser, from the newest receipt that has one. */
    subjectId: (): string | undefined =>
      read()
        .reverse()
        .find((receipt) => receipt.subjectId)?.subjectId,
  };
}
