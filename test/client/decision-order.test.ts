import { expect } from '@open-wc/testing';
import type { ConsentSubmission } from '../../src/core/backend-types';
import { createOutbox } from '../../src/client/outbox';
import { createPendingQueue } from '../../src/client/pending-queue';
import { createSafeStorage } from '../../src/storage/safe-storage';
import { MemoryStorage } from '../helpers/environment';

// Issue 35 item 12: decisions reach the backend in the order they were made, not the order they joined the queue.
const decision = (time: number, id: string): ConsentSubmission => ({
  type: 'cookie_banner',
  domain: 'shop.example',
  preferences: { necessary: true },
  metadata: {
    source: 'consent_widget',
    acceptanceMethod: 'custom',
    submissionId: id,
    clientTime: new Date(time).toISOString(),
  },
});

describe('decision order in the outbox', () => {
  it('the queue keeps decisions in the order made, whatever order they join', () => {
    const queue = createPendingQueue(createSafeStorage(() => new MemoryStorage()));
    queue.add(decision(2000, 'newer'), 2100);
    queue.add(decision(1000, 'older'), 2200);
    queue.add(decision(3000, 'newest'), 3100);
    expect(queue.list().map((entry) => entry.id)).to.deep.equal(['older', 'newer', 'newest']);
  });

  it("an older decision joining a moment after a newer one (another tab's) is sent first", async () => {
    const posted: string[] = [];
    const storage = createSafeStorage(() => new MemoryStorage());
    const outbox = createOutbox({
      env: { storage, now: () => Date.now(), sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) },
      client: () => ({
        showConsentBanner: () => Promise.reject(new Error('unused')),
        verifyConsent: () => Promise.reject(new Error('unused')),
        setConsent: async (submission) => {
          posted.push(submission.metadata.submissionId);
          return { ok: true, data: null };
        },
      }),
      report: () => {},
      isCancelled: () => false,
    });
    const now = Date.now();
    const newer = outbox.submit(decision(now, 'newer'));
    await new Promise((resolve) => setTimeout(resolve, 40));
    const older = outbox.submit(decision(now - 30, 'older'));
    await Promise.all([newer, older]);
    expect(posted).to.deep.equal(['older', 'newer']);
  });
});
