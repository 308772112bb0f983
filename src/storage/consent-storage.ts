import { readJson, type SafeStorage } from './safe-storage';
import { parseConsentRecord, serializeConsentRecord } from './consent-record';
import type { ConsentStorage } from '../core/manager-ports';
import { pageEffect } from '../core/page-effects';
import { toJson } from '../core/safe-json';
import type { ColorScheme, ConsentRecord } from '../core/types';

/** c15t 1.x's record of the last submission ({ timestamp, preferences }). */
const SUBMISSION_KEY = 'c15t-consent';
/** The theme helper's key (spec section 7). */
export const THEME_KEY = 'theme';

/** Reads and writes the decision and the colour scheme in localStorage (receipts: `receipts.ts`); never throws. */
export function createConsentStorage(storage: SafeStorage, recordKey: string): ConsentStorage {
  return {
    get available() {
      return storage.available;
    },
    readRecord: (): ConsentRecord | null => parseConsentRecord(readJson(storage, recordKey)),
    writeRecord(record: ConsentRecord): boolean {
      const saved = storage.set(recordKey, serializeConsentRecord(record));
      // c15t's receipt, not the decision: after a click's paint like the scripts (c15t 1.7 writes it a task later).
      pageEffect(() =>
        storage.set(
          SUBMISSION_KEY,
          toJson({ timestamp: new Date(record.consentInfo.time).toISOString(), preferences: record.consents }),
        ),
      );
      return saved;
    },
    clearRecord(): void {
      storage.remove(recordKey);
      pageEffect(() => storage.remove(SUBMISSION_KEY)); // after a receipt still waiting
    },
    readColorScheme(): ColorScheme | null {
      const value = storage.get(THEME_KEY);
      return value === 'light' || value === 'dark' || value === 'system' ? value : null;
    },
    writeColorScheme: (scheme: ColorScheme) => storage.set(THEME_KEY, scheme),
  };
}
