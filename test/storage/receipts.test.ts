import { expect } from '@open-wc/testing';
import { createReceipts, RECEIPTS_KEY } from '../../src/storage/receipts';
import { createSafeStorage } from '../../src/storage/safe-storage';
import { MemoryStorage } from '../helpers/environment';

function receiptsOver(initial?: unknown) {
  const local = new MemoryStorage();
  if (initial !== undefined) local.setItem(RECEIPTS_KEY, JSON.stringify(initial));
  const stored = () => JSON.parse(local.getItem(RECEIPTS_KEY)!);
  return { receipts: createReceipts(createSafeStorage(() => local)), stored };
}

describe('receipts', () => {
  const cases: Array<[string, unknown, string | undefined]> = [
    ['none stored', undefined, undefined],
    ['not an array', { subjectId: 'x' }, undefined],
    ['malformed entries are skipped', [null, 'x', { subjectId: 'no-time' }, { time: 1, subjectId: 'a' }], 'a'],
    [
      'the newest receipt with a subject wins',
      [{ time: 1, subjectId: 'a' }, { time: 2, subjectId: 'b' }, { time: 3 }],
      'b',
    ],
  ];
  for (const [name, initial, subject] of cases) {
    it(`subjectId: ${name}`, () => {
      expect(receiptsOver(initial).receipts.subjectId()).to.equal(subject);
    });
  }

  it('keeps the last 50', () => {
    const { receipts, stored } = receiptsOver();
    for (let time = 1; time <= 55; time++) receipts.add({ time, subjectId: `s${time}` });
    expect(stored()).to.have.length(50);
    expect(stored()[0]).to.deep.equal({ time: 6, subjectId: 's6' });
    expect(receipts.subjectId()).to.equal('s55');
  });

  it('forgets a subject the backend no longer knows, keeping the others', () => {
    const initial = [
      { time: 1, subjectId: 'a' },
      { time: 2, subjectId: 'b' },
      { time: 3, subjectId: 'b' },
    ];
    const { receipts, stored } = receiptsOver(initial);
    receipts.forgetSubject('b');
    expect(stored()).to.deep.equal([{ time: 1, subjectId: 'a' }]);
    expect(receipts.subjectId()).to.equal('a');
  });
});
