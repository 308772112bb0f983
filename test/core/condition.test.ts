import { expect } from '@open-wc/testing';
import { assertCondition, conditionCategories, evaluateCondition } from '../../src/core/condition';
import { CATEGORY_NOT_FOUND, ConsentConditionError } from '../../src/core/errors';
import type { ConsentCondition, Consents } from '../../src/core/types';

const consents: Consents = {
  necessary: true,
  functionality: false,
  marketing: true,
  measurement: false,
  experience: false,
};

describe('evaluateCondition', () => {
  const cases: Array<[ConsentCondition, boolean]> = [
    ['necessary', true],
    ['measurement', false],
    [{ and: ['necessary', 'marketing'] }, true],
    [{ and: ['necessary', 'measurement'] }, false],
    [{ and: 'marketing' } as unknown as ConsentCondition, true],
    [{ or: ['measurement', 'marketing'] }, true],
    [{ or: ['measurement', 'experience'] }, false],
    [{ or: 'experience' } as unknown as ConsentCondition, false],
    [{ not: 'measurement' }, true],
    [{ not: 'marketing' }, false],
    [{ not: { not: 'marketing' } }, true],
    [{ and: [{ or: ['measurement', 'marketing'] }, { not: 'experience' }] }, true],
    [{ or: [{ and: ['measurement', 'marketing'] }, { not: 'necessary' }] }, false],
  ];
  for (const [condition, expected] of cases) {
    it(`${JSON.stringify(condition)} is ${expected}`, () => {
      expect(evaluateCondition(condition, consents)).to.equal(expected);
      expect(() => assertCondition(condition)).to.not.throw();
    });
  }

  it('treats a category missing from the consents as not granted', () => {
    expect(evaluateCondition('marketing', { necessary: true } as Consents)).to.equal(false);
  });
});

describe('malformed conditions throw ConsentConditionError', () => {
  const cases: Array<[string, unknown, string]> = [
    ['an unknown category', 'analytics', `${CATEGORY_NOT_FOUND}: "analytics"`],
    ['an unknown category deep inside', { and: ['necessary', { not: 'ads' }] }, `${CATEGORY_NOT_FOUND}: "ads"`],
    ['an empty and', { and: [] }, 'Consent condition "and" needs a non-empty array'],
    ['an empty or', { or: [] }, 'Consent condition "or" needs a non-empty array'],
    ['an and without a value', { and: undefined }, 'Consent condition "and" needs a non-empty array'],
    ['null', null, 'Invalid consent condition: null'],
    ['a number', 3, 'Invalid consent condition: 3'],
    ['an object with no operator', { xor: ['necessary'] }, 'Invalid consent condition: {"xor":["necessary"]}'],
  ];
  for (const [name, condition, message] of cases) {
    it(`${name}: evaluateCondition and assertCondition agree`, () => {
      for (const run of [
        () => evaluateCondition(condition as ConsentCondition, consents),
        () => assertCondition(condition as ConsentCondition),
      ]) {
        expect(run).to.throw(ConsentConditionError, message);
      }
    });
  }

  it('assertCondition checks every branch, even those evaluation would short-circuit past', () => {
    const condition = { or: ['necessary', 'nope'] } as unknown as ConsentCondition;
    expect(evaluateCondition(condition, consents)).to.equal(true);
    expect(() => assertCondition(condition)).to.throw(ConsentConditionError, `${CATEGORY_NOT_FOUND}: "nope"`);
  });
});

describe('conditionCategories', () => {
  const cases: Array<[ConsentCondition, string[]]> = [
    ['marketing', ['marketing']],
    [{ not: 'measurement' }, ['measurement']],
    [{ and: ['necessary', { or: ['marketing', { not: 'experience' }] }] }, ['necessary', 'marketing', 'experience']],
    [{ or: 'functionality' } as unknown as ConsentCondition, ['functionality']],
  ];
  for (const [condition, expected] of cases) {
    it(`${JSON.stringify(condition)} mentions ${expected.join(', ')}`, () => {
      expect(conditionCategories(condition)).to.deep.equal(expected);
    });
  }
});
