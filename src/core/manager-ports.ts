import type { BannerInfo, ConsentClient } from './backend-types';
import type { submissionFor } from './decision';
import type { ResolvedConfig } from './config';
import type { ManagerEnvironment, SafeStorage } from './environment';
import type { ConsentErrorDetail } from './errors';
import type { ColorScheme, ConsentRecord } from './types';

/**
 * What the manager takes from the layers above the core: the backend client, consent storage, sending and
 * following other tabs. `src/page/create-consent-manager.ts` passes the real ones in; the core declares their
 * shapes here, so it imports nothing from client or storage, not even types.
 */
export interface ManagerPorts {
  client(config: ResolvedConfig, env: ManagerEnvironment): ConsentClient;
  storage(storage: SafeStorage, recordKey: string): ConsentStorage;
  sending(options: SendingOptions): Sending;
  /** Calls `changed` when another tab writes (or clears) the decision under `key()`; returns its disposer. */
  tabs(env: ManagerEnvironment, key: () => string, changed: () => void): () => void;
  /** The banner info before the backend answers, and when an offline fallback is needed. */
  offline: BannerInfo;
}

/** Reads and writes the decision and the visitor's colour scheme in localStorage; never throws. */
export interface ConsentStorage {
  readonly available: boolean;
  readRecord(): ConsentRecord | null;
  /** Returns false when the record could not be kept. */
  writeRecord(record: ConsentRecord): boolean;
  clearRecord(): void;
  readColorScheme(): ColorScheme | null;
  writeColorScheme(scheme: ColorScheme): boolean;
}

export interface SendingOptions {
  env: ManagerEnvironment;
  client: () => ConsentClient;
  report: (detail: ConsentErrorDetail) => void;
  isCancelled: () => boolean;
  /** Called with true when a save starts and false when the last one ends (state.isSaving). */
  saving: (busy: boolean) => void;
}

/** A decision as `submissionFor` (decision.ts) turns it into what the backend receives. */
export type Decision = Parameters<typeof submissionFor>;

/** Sending decisions to the backend, in order, with retries and replay. */
export interface Sending {
  submit(...decision: Decision): Promise<void>;
  /** Sends what earlier pages left pending. */
  replay(): Promise<void>;
}
