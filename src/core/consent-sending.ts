import type { Outbox } from '../client/outbox';
import type { ConsentClient, ConsentSubmission, SetConsentResult } from '../client/types';
import type { ConsentStorage } from './consent-storage';
import type { ManagerEnvironment } from './environment';
import type { ConsentErrorDetail } from './errors';

export interface SendingOptions {
  env: ManagerEnvironment;
  client: () => ConsentClient;
  storage: () => ConsentStorage;
  report: (detail: ConsentErrorDetail) => void;
  isDestroyed: () => boolean;
  /** Called with true when a save starts and false when the last one ends (state.isSaving). */
  saving: (busy: boolean) => void;
}

/**
 * Sending decisions to the backend through the ordered outbox, whose code (with the client's) loads on demand:
 * offline pages never download it. Receipts keep the backend's ids for this browser.
 */
export function createSending(options: SendingOptions) {
  const { env } = options;
  let outbox: Promise<Outbox> | undefined;
  let busy = 0;
  const receipt = (data: SetConsentResult | null) => {
    const subjectId = text(data?.subjectId);
    options.storage().addReceipt({ time: env.now(), subjectId, consentId: text(data?.consentId ?? data?.id) });
  };
  const load = () => (outbox ??= import('../client/backend-client').then(({ createOutbox, webLock }) => createOutbox({
    storage: env.storage, client: options.client, sleep: env.sleep, now: env.now, lock: webLock('consent-elements-pending'),
    subjectId: () => options.storage().subjectId(),
    forgetSubject: (id) => options.storage().forgetSubject(id),
    onSent: (_entry, data) => receipt(data),
    report: options.report,
    isCancelled: options.isDestroyed,
  })));

  return {
    async submit(submission: ConsentSubmission): Promise<void> {
      options.saving(++busy > 0);
      try {
        await (await load()).submit(submission);
      } catch (cause) {
        options.report({ code: 'NETWORK_ERROR', message: 'Failed to load the consent backend client', cause });
      } finally {
        options.saving(--busy > 0);
      }
    },
    async replay(): Promise<void> {
      await (await load()).replay();
    },
  };
}

/** A new decision's id: one per decision, the same across its retries and replays. */
export function newSubmissionId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}
