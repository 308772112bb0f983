import { gppSettled } from '../core/gpp-signal';
import type { Outbox } from './outbox';
import type { Decision, Sending, SendingOptions } from '../core/manager-ports';

/**
 * Sending decisions to the backend through the ordered outbox (outbox.ts), whose code loads on demand with
 * the backend client: offline pages never download it, nor the submission's shape (core/decision.ts).
 */
export function createSending(options: SendingOptions): Sending {
  let outbox: Promise<Outbox> | undefined;
  let busy = 0;
  const chunk = () => import('./backend-client');
  const load = () => (outbox ??= chunk().then(({ createOutbox }) => createOutbox(options)));
  return {
    async submit(...decision: Decision): Promise<void> {
      options.saving(++busy > 0);
      try {
        // With `gpp`, the submission carries the string of this decision: the API may still be loading.
        const [{ submissionFor }, sender] = await Promise.all([chunk(), load(), gppSettled()]);
        await sender.submit(submissionFor(...decision));
      } catch (cause) {
        options.report({ code: 'NETWORK_ERROR', message: 'Failed to load the consent backend client', cause });
      } finally {
        options.saving(--busy > 0);
      }
    },
    replay: async (): Promise<void> => (await load()).replay(),
  };
}
