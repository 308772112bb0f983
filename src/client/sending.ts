import type { Outbox } from './outbox';
import type { ConsentSubmission } from '../core/backend-types';
import type { Sending, SendingOptions } from '../core/manager-ports';

/**
 * Sending decisions to the backend through the ordered outbox (outbox.ts), whose code loads on demand with
 * the backend client: offline pages never download it.
 */
export function createSending(options: SendingOptions): Sending {
  let outbox: Promise<Outbox> | undefined;
  let busy = 0;
  const load = () => (outbox ??= import('./backend-client').then(({ createOutbox }) => createOutbox(options)));
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
    replay: async (): Promise<void> => (await load()).replay(),
  };
}
