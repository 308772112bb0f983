import { expect } from '@open-wc/testing';
import { resolveConfig } from '../../src/core/config';
import { ConsentConfigError } from '../../src/core/errors';

const fieldOf = (options: unknown) => {
  try {
    resolveConfig(options);
  } catch (error) {
    expect(error).to.be.instanceOf(ConsentConfigError);
    return (error as ConsentConfigError).field;
  }
  throw new Error('no ConsentConfigError');
};

describe('consentSignals option', () => {
  it('resolves vendor ids to their default categories, Clarity with marketing for ad_Storage', () => {
    const config = resolveConfig({
      consentSignals: ['microsoft-uet', 'microsoft-clarity', 'meta-pixel', 'tiktok-pixel', 'posthog', 'matomo'],
    });
    expect(config.consentSignals).to.deep.equal([
      { vendor: 'microsoft-uet', categories: ['marketing'] },
      { vendor: 'microsoft-clarity', categories: ['measurement', 'marketing'] },
      { vendor: 'meta-pixel', categories: ['marketing'] },
      { vendor: 'tiktok-pixel', categories: ['marketing'] },
      { vendor: 'posthog', categories: ['measurement'] },
      { vendor: 'matomo', categories: ['measurement'] },
    ]);
    expect(resolveConfig({}).consentSignals).to.deep.equal([]);
  });

  it('maps a vendor to another category, and shows the categories the vendors use', () => {
    const config = resolveConfig({
      consentSignals: [{ vendor: 'posthog', category: 'experience' }, { vendor: 'matomo' }],
    });
    expect(config.consentSignals).to.deep.equal([
      { vendor: 'posthog', categories: ['experience'] },
      { vendor: 'matomo', categories: ['measurement'] },
    ]);
    expect(config.consentCategories).to.deep.equal(['necessary', 'marketing', 'experience', 'measurement']);
  });

  it('names the field of an unknown vendor, a bad category, a duplicate or a bad shape', () => {
    expect(fieldOf({ consentSignals: ['google-ads'] })).to.equal('consentSignals[0]');
    expect(fieldOf({ consentSignals: ['posthog', { vendor: 'hotjar' }] })).to.equal('consentSignals[1].vendor');
    expect(fieldOf({ consentSignals: [{ vendor: 'posthog', category: 'analytics' }] })).to.equal(
      'consentSignals[0].category',
    );
    expect(fieldOf({ consentSignals: [{ vendor: 'posthog', categories: ['x'] }] })).to.equal(
      'consentSignals[0].categories',
    );
    expect(fieldOf({ consentSignals: ['matomo', 'matomo'] })).to.equal('consentSignals[1]');
    expect(fieldOf({ consentSignals: 'posthog' })).to.equal('consentSignals');
    expect(fieldOf({ consentSignals: [null] })).to.equal('consentSignals[0]');
  });
});
