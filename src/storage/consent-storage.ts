import { readJson, type SafeStorage } from './safe-storage';
import { parseConsentRecord, serializeConsentRecord } from './consent-record';
import type { ConsentStorage } from '../core/manager-ports';
import type { ColorScheme, ConsentRecord } from '../core/types';

/** c15t 1.x's record of the last submission ({ timestamp, preferences }). */
export const SUBMISSION_KEY = 'c15t-consent';
/** The theme helper's key (spec section 7). */
export const THEME_KEY = 'theme';
/** Our receipts: the backend's ids for this browser's recorded decisions. */
export const RECEIPTS_KEY = 'consent-elements-receipts';

/** Reads and writes everything the manager keeps in localStorage; never throws. */
export function createConsentStorage(storage: SafeStorage, recordKey: string): ConsentStorage {
  return {
    available: storage.available,
    readRecord: (): ConsentRecord | null => parseConsentRecord(readJson(storage, recordKey)),
    writeRecord(record: ConsentRecord): boolean {
      const saved = storage.set(recordKey, serializeConsentRecord(record));
      storage.set(
        SUBMISSION_KEY,
        JSON.stringify({ timestamp: new Date(record.consentInfo.time).toISOString(), preferences: record.consents }),
      );
      return saved;
    },
    clearRecord(): void {
      storage.remove(recordKey);
      storage.remove(SUBMISSION_KEY);
    },
    readColorScheme(): ColorScheme | null {
      const value = storage.get(THEME_KEY);
      return value === 'light' || value === 'dark' || value === 'system' ? value : null;
    },
    writeColorScheme: (scheme: ColorScheme) => storage.set(THEME_KEY, scheme),
    readReceipts() {
      const value = readJson(storage, RECEIPTS_KEY);
      return Array.isArray(value)
        ? value.filter((item) => !!item && typeof item === 'object' && typeof item.time === 'number')
        : [];
    },
    addReceipt(receipt) {
      storage.set(RECEIPTS_KEY, JSON.stringify([...this.readReceipts(), receipt].slice(-50)));
    },
    forgetSubject(subjectId) {
      const kept = this.readReceipts().filter((receipt) => receipt.subjectId !== subjectId);
      storage.set(RECEIPTS_KEY, JSON.stringify(kept));
    },
    subjectId() {
      return this.readReceipts().reverse().find((receipt) => receipt.subjectId)?.subjectId;
    },
  };
}

