import { expect } from '@open-wc/testing';
import { consentsFor, CONSENT_TYPES, submissionFor } from '../../src/core/decision';
import { ConsentConfigError } from '../../src/core/errors';
import type { CategoryName, ConsentType, Consents } from '../../src/core/types';

const SELECTED: Consents = {
  necessary: false,
  functionality: true,
  experience: false,
  measurement: false,
  marketing: false,
};

describe('consentsFor: what a save grants', () => {
  const cases: Array<[ConsentType, CategoryName[], Consents]> = [
    [
      'necessary',
      ['necessary', 'marketing'],
      { necessary: true, functionality: false, experience: false, measurement: false, marketing: false },
    ],
    // Every displayed category on top of the selection; one not displayed keeps its selected value.
    [
      'all',
      ['necessary', 'marketing'],
      { necessary: true, functionality: true, experience: false, measurement: false, marketing: true },
    ],
    [
      'all',
      ['necessary', 'experience', 'measurement', 'marketing'],
      { necessary: true, functionality: true, experience: true, measurement: true, marketing: true },
    ],
    // The selection, with necessary always on.
    [
      'custom',
      ['necessary', 'marketing'],
      { necessary: true, functionality: true, experience: false, measurement: false, marketing: false },
    ],
  ];
  for (const [type, displayed, expected] of cases) {
    it(`${type} with ${displayed.join(', ')} displayed`, () => {
      expect(consentsFor(type, { selectedConsents: SELECTED, gdprTypes: displayed })).to.deep.equal(expected);
    });
  }

  it('refuses an unknown type, naming saveConsents', () => {
    expect(() => consentsFor('some' as ConsentType, { selectedConsents: SELECTED, gdprTypes: [] }))
      .to.throw(ConsentConfigError, /unknown type "some"/)
      .with.property('field', 'saveConsents');
  });

  it('knows the three types a record may hold', () => {
    expect(CONSENT_TYPES).to.deep.equal(['all', 'necessary', 'custom']);
  });
});

describe('submissionFor: the decision as the backend receives it', () => {
  const consents: Consents = {
    necessary: true,
    functionality: false,
    experience: false,
    measurement: true,
    marketing: false,
  };
  const consentInfo = { time: Date.UTC(2026, 10, 23, 4, 5, 6), type: 'custom' as const };

  for (const [revision, gpc] of [
    [undefined, false],
    ['2026-11', true],
    [3, false],
  ] as const) {
    it(`revision ${String(revision)}, gpc ${gpc}`, () => {
      const record = { consents, consentInfo, ...(revision === undefined ? {} : { revision }) };
      const submission = submissionFor(record, gpc, 'shop.example');
      const { submissionId, ...metadata } = submission.metadata;
      expect(submission).to.include({ type: 'cookie_banner', domain: 'shop.example', preferences: consents });
      expect(metadata).to.deep.equal({
        source: 'consent_widget',
        acceptanceMethod: 'custom',
        clientTime: '2026-11-23T04:05:06.000Z',
        gpc,
        ...(revision === undefined ? {} : { revision }),
      });
      expect('revision' in submission.metadata).to.equal(revision !== undefined);
      expect(submissionId).to.be.a('string').and.not.equal('');
    });
  }

  it('gives every decision its own submission id', () => {
    const submit = () => submissionFor({ consents, consentInfo }, false, 'x').metadata.submissionId;
    const ids = new Set(Array.from({ length: 20 }, submit));
    expect(ids.size).to.equal(20);
  });
});
