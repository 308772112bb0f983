import { expect } from '@open-wc/testing';
import type { ConsentOptions } from '../../src/core/options';
import { startManager } from '../helpers/manager';

// Each submission's `preferences` carries `service:<id>` beside the categories (CONTRACT.md, "Per-service consent"):
// the real c15t 1.7 backend (test/server/c15t-backend.mjs) must store them, so its proof of consent covers each service.

/** A fresh path to the real c15t backend, in a GDPR country. */
const backend = () => `/c15t/DE-${Math.random().toString(36).slice(2)}`;

async function purposes(storage: Storage): Promise<string[][]> {
  const ids = JSON.parse(storage.getItem('consent-elements-receipts') ?? '[]') as Array<{ subjectId?: string }>;
  const subjectId = ids.find((entry) => entry.subjectId)?.subjectId;
  if (!subjectId) return [];
  const { receipts } = await (await fetch(`/c15t-db/receipts?subjectId=${subjectId}`)).json();
  return (receipts as Array<{ purposes: string[] }>).map((receipt) => [...receipt.purposes].sort());
}

const OPTIONS: ConsentOptions = {
  consentCategories: ['necessary', 'measurement', 'marketing'],
  services: [
    { id: 'youtube', category: 'marketing', name: 'YouTube' },
    { id: 'meta', category: 'marketing', name: 'Meta Pixel' },
    { id: 'plausible', category: 'measurement', name: 'Plausible' },
  ],
};

describe('services against the real c15t backend', function () {
  this.timeout(20000);

  it('stores a service:<id> purpose for each service Accept All granted', async () => {
    const { manager, storage } = await startManager({ backendURL: backend(), ...OPTIONS });
    await manager.saveConsents('all');
    expect(await purposes(storage)).to.deep.equal([
      ['marketing', 'measurement', 'necessary', 'service:meta', 'service:plausible', 'service:youtube'],
    ]);
    const verified = await manager.verifyConsent(['service:youtube'] as never);
    expect(verified.ok && (verified.data as { isValid: boolean }).isValid).to.equal(true);
  });

  it('stores the services a custom decision granted, not the one it refused, and verifies each', async () => {
    const { manager, storage } = await startManager({ backendURL: backend(), ...OPTIONS });
    manager.setSelectedConsent('marketing', true);
    manager.setSelectedServiceConsent('meta', false);
    await manager.saveConsents('custom');
    expect(await purposes(storage)).to.deep.equal([['marketing', 'necessary', 'service:youtube']]);
    const youtube = await manager.verifyConsent(['service:youtube'] as never);
    expect(youtube.ok && (youtube.data as { isValid: boolean }).isValid).to.equal(true);
    const meta = await manager.verifyConsent(['service:meta'] as never);
    expect(meta.ok && (meta.data as { isValid: boolean }).isValid).to.not.equal(true);
  });

  it('stores a single service allowed on its own (setServiceConsent) with its category', async () => {
    const { manager, storage } = await startManager({ backendURL: backend(), ...OPTIONS });
    await manager.saveConsents('necessary');
    await manager.setServiceConsent('youtube', true);
    const stored = await purposes(storage);
    expect(stored).to.have.length(2);
    expect(stored).to.deep.include(['marketing', 'necessary', 'service:youtube']);
    expect(stored).to.deep.include(['necessary']);
  });
});
