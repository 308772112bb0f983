import { expect } from '@open-wc/testing';
import { createSafeStorage, readJson } from '../../src/storage/safe-storage';
import { parseConsentRecord, serializeConsentRecord } from '../../src/storage/consent-record';
import { MemoryStorage, recordWrites, throwingStorage } from '../helpers/environment';

describe('safe storage', () => {
  it('reads and writes through to the storage', () => {
    const backing = new MemoryStorage();
    const storage = createSafeStorage(() => backing);
    expect(storage.available).to.equal(true);
    expect(storage.set('k', 'v')).to.equal(true);
    expect(backing.getItem('k')).to.equal('v');
    storage.remove('k');
    expect(storage.get('k')).to.equal(null);
  });

  it('never throws when the storage throws or is missing', () => {
    for (const getter of [
      () => throwingStorage,
      () => {
        throw new Error('denied');
      },
      () => null,
    ]) {
      const storage = createSafeStorage(getter as () => Storage);
      expect(storage.available).to.equal(false);
      expect(storage.get('k')).to.equal(null);
      expect(storage.set('k', 'v')).to.equal(false);
      expect(() => storage.remove('k')).to.not.throw();
    }
  });

  it('reports a storage that refuses writes (quota, privacy mode) as unavailable', () => {
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(createSafeStorage(() => full).available).to.equal(false);
  });

  it('takes a value that reads back as proof: no probe write; an empty storage is probed once, when asked', () => {
    const returning = new MemoryStorage();
    returning.setItem('record', '{}');
    let writes = recordWrites(returning);
    const proven = createSafeStorage(() => returning);
    expect(proven.get('record')).to.equal('{}');
    expect(proven.available).to.equal(true);
    expect(writes).to.deep.equal([]);

    const emptyBacking = new MemoryStorage();
    writes = recordWrites(emptyBacking);
    const empty = createSafeStorage(() => emptyBacking);
    expect(writes, 'not at creation').to.deep.equal([]);
    expect(empty.get('record')).to.equal(null);
    expect(empty.available).to.equal(true);
    expect(empty.available).to.equal(true);
    expect(writes).to.deep.equal(['__consent_elements_probe__']);
    expect(emptyBacking.length, 'the probe leaves nothing behind').to.equal(0);
  });

  it('keeps a failed probe: a value read afterwards does not make a full storage available', () => {
    const full = new MemoryStorage();
    full.setItem('record', '{}');
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const storage = createSafeStorage(() => full);
    expect(storage.available).to.equal(false);
    expect(storage.get('record')).to.equal('{}');
    expect(storage.available).to.equal(false);
  });

  it('reads unparsable JSON as null', () => {
    const backing = new MemoryStorage();
    backing.setItem('k', '{oops');
    expect(
      readJson(
        createSafeStorage(() => backing),
        'k',
      ),
    ).to.equal(null);
  });
});

describe('consent record', () => {
  it('round-trips, always granting necessary', () => {
    const record = {
      consents: { necessary: false, functionality: true, experience: false, measurement: true, marketing: false },
      consentInfo: { time: 5, type: 'custom' as const },
    };
    const parsed = parseConsentRecord(JSON.parse(serializeConsentRecord(record)));
    expect(parsed).to.deep.equal({ ...record, consents: { ...record.consents, necessary: true } });
  });

  it('reads c15t 1.x records, which may omit categories or carry extra fields', () => {
    const parsed = parseConsentRecord({
      consents: { necessary: true, marketing: true, ad_storage: true },
      consentInfo: { time: 1700000000000, type: 'all', id: 'x' },
    });
    expect(parsed?.consents).to.deep.equal({
      necessary: true,
      functionality: false,
      experience: false,
      measurement: false,
      marketing: true,
    });
    expect(parsed?.consentInfo).to.deep.include({ time: 1700000000000, type: 'all' });
  });

  it('rejects malformed records', () => {
    for (const bad of [
      null,
      3,
      'x',
      {},
      { consents: {} },
      { consents: {}, consentInfo: { time: 1, type: 'maybe' } },
      { consents: { marketing: 1 }, consentInfo: { time: 1, type: 'all' } },
      { consents: [], consentInfo: { time: NaN, type: 'all' } },
    ]) {
      expect(parseConsentRecord(bad), JSON.stringify(bad)).to.equal(null);
    }
  });
});
