import { expect } from '@open-wc/testing';
import { resolveConfig } from '../../src/core/config';
import { ConsentConfigError } from '../../src/core/errors';
import { modelDecision, policyLocation, resolvePolicy, type ConsentPolicy } from '../../src/core/policy';
import { policyPresets } from '../../src/core/policy-presets';
import { CATEGORY_NAMES } from '../../src/core/categories';

const california: ConsentPolicy = { id: 'ca', match: { regions: ['US-CA'] }, model: 'opt-out' };
const us: ConsentPolicy = { id: 'us', match: { countries: ['US'] }, model: 'opt-in' };
const world: ConsentPolicy = { id: 'world', match: { fallback: true }, model: 'none' };
const germany: ConsentPolicy = { id: 'de', match: { countries: ['de'] }, model: 'opt-in' };

describe('policies: resolvePolicy (pure)', () => {
  const table: Array<
    [string, ConsentPolicy[], { countryCode: string | null; regionCode?: string | null } | null, string]
  > = [
    [
      'a matching region wins over its country, whatever the order',
      [us, california, world],
      { countryCode: 'US', regionCode: 'CA' },
      'ca',
    ],
    [
      'a region code given whole (US-CA) matches too',
      [us, california],
      { countryCode: 'US', regionCode: 'US-CA' },
      'ca',
    ],
    ['else the country', [california, us, world], { countryCode: 'US', regionCode: 'NY' }, 'us'],
    ['codes compare case-insensitively', [germany, world], { countryCode: 'DE' }, 'de'],
    ['else the fallback', [california, us, world], { countryCode: 'FR', regionCode: null }, 'world'],
    ['an unknown location gets the fallback', [california, world], null, 'world'],
    ['a country without region never matches a region', [california, world], { countryCode: 'US' }, 'world'],
    ['nothing matched and no fallback: the default opt-in', [california], { countryCode: 'FR' }, 'default'],
    ['no policies at all: the default', [], { countryCode: 'US', regionCode: 'CA' }, 'default'],
  ];
  for (const [name, policies, location, id] of table) {
    it(name, () => expect(resolvePolicy(policies, location).id).to.equal(id));
  }

  it('takes the first match in array order', () => {
    const first: ConsentPolicy = { id: 'first', match: { countries: ['US'] }, model: 'opt-out' };
    expect(resolvePolicy([first, us], { countryCode: 'US' }).id).to.equal('first');
    expect(
      resolvePolicy(
        [
          { ...world, id: 'a' },
          { ...world, id: 'b' },
        ],
        null,
      ).id,
    ).to.equal('a');
  });

  it('the default policy is opt-in', () => {
    expect(resolvePolicy([], null)).to.include({ id: 'default', model: 'opt-in' });
  });
});

describe('policies: policyLocation (pure)', () => {
  const option = { countryCode: 'DE' };
  const backend = { countryCode: 'US', regionCode: 'CA' };
  const none = { countryCode: null, regionCode: null };
  it("c15t mode: the banner info's location, else the option", () => {
    expect(policyLocation('c15t', option, backend)).to.equal(backend);
    expect(policyLocation('c15t', option, none)).to.equal(option);
    expect(policyLocation('c15t', undefined, none)).to.equal(undefined);
  });
  it("offline and custom modes: the option, else the banner info's", () => {
    expect(policyLocation('custom', option, backend)).to.equal(option);
    expect(policyLocation('custom', undefined, backend)).to.equal(backend);
    expect(policyLocation('offline', undefined, none)).to.equal(undefined);
  });
});

describe('policies: the presets', () => {
  it('europeOptIn covers the EEA 27, Iceland, Liechtenstein, Norway, the UK and Switzerland, opt-in', () => {
    const europe = policyPresets.europeOptIn();
    expect(europe.model).to.equal('opt-in');
    expect(europe.match.countries).to.have.length(32);
    for (const code of ['DE', 'FR', 'GR', 'IS', 'LI', 'NO', 'GB', 'CH', 'IE', 'MT', 'CY']) {
      expect(resolvePolicy([europe], { countryCode: code }).id, code).to.equal(europe.id);
    }
    expect(resolvePolicy([europe], { countryCode: 'US' }).id).to.equal('default');
  });

  it('usOptOut covers the 19 US states with comprehensive privacy laws, opt-out, GPC honoured', () => {
    const states = policyPresets.usOptOut();
    expect(states).to.include({ model: 'opt-out', gpc: true });
    expect(states.match.regions).to.have.length(19);
    for (const code of [
      'CA',
      'VA',
      'CO',
      'CT',
      'UT',
      'TX',
      'OR',
      'MT',
      'IA',
      'DE',
      'NH',
      'NJ',
      'TN',
      'MN',
      'MD',
      'IN',
      'KY',
      'RI',
      'NE',
    ]) {
      expect(resolvePolicy([states], { countryCode: 'US', regionCode: code }).id, code).to.equal(states.id);
    }
    expect(resolvePolicy([states], { countryCode: 'US', regionCode: 'NY' }).id).to.equal('default');
  });

  it('worldNoBanner is the fallback with no banner; each call is a fresh object that validates', () => {
    expect(policyPresets.worldNoBanner()).to.deep.include({ match: { fallback: true }, model: 'none' });
    const a = policyPresets.europeOptIn();
    a.match.countries!.push('US');
    expect(policyPresets.europeOptIn().match.countries).not.to.include('US');
    const config = resolveConfig({
      policies: [policyPresets.europeOptIn(), policyPresets.usOptOut(), policyPresets.worldNoBanner()],
    });
    expect(config.policies!.map((policy) => policy.id)).to.deep.equal([
      'europe-opt-in',
      'us-opt-out',
      'world-no-banner',
    ]);
  });
});

describe('policies: validation', () => {
  const fails = (options: unknown, field: string) => {
    try {
      resolveConfig(options);
    } catch (error) {
      expect(error).to.be.instanceOf(ConsentConfigError);
      expect((error as ConsentConfigError).message, (error as Error).message).to.contain(field);
      return;
    }
    throw new Error(`no error for ${JSON.stringify(options)}`);
  };
  const table: Array<[unknown, string]> = [
    [{ policies: {} }, 'policies'],
    [{ policies: [null] }, 'policies'],
    [{ policies: [{ ...world, id: '' }] }, 'policies[0].id'],
    [{ policies: [world, { ...us, id: 'world' }] }, 'policies[1].id'],
    [{ policies: [{ ...us, model: 'maybe' }] }, 'policies[0].model'],
    [{ policies: [{ id: 'x', match: { countries: ['US'] } }] }, 'policies[0].model'],
    [{ policies: [{ ...us, match: { countries: ['USA'] } }] }, 'policies[0].match.countries'],
    [{ policies: [{ ...us, match: { regions: ['CA'] } }] }, 'policies[0].match.regions'],
    [{ policies: [{ ...us, match: {} }] }, 'policies[0].match'],
    [{ policies: [{ id: 'x', model: 'none' }] }, 'policies[0].match'],
    [{ policies: [{ ...us, match: { state: 'CA' } }] }, 'policies[0].match.state'],
    [{ policies: [world, { ...world, id: 'other' }] }, 'policies[1].match.fallback'],
    [{ policies: [{ ...us, categories: ['ads'] }] }, 'policies[0].categories'],
    [{ policies: [{ ...us, gpc: 'yes' }] }, 'policies[0].gpc'],
    [{ policies: [{ ...us, colour: 'red' }] }, 'policies[0].colour'],
    [{ location: 'US' }, 'location'],
    [{ location: { countryCode: 'USA' } }, 'location.countryCode'],
    [{ location: { countryCode: 'US', regionCode: 'California' } }, 'location.regionCode'],
  ];
  for (const [options, field] of table) {
    it(`names ${field} for ${JSON.stringify(options).slice(0, 70)}`, () => fails(options, field));
  }

  it('copies what it accepts', () => {
    const policies = [{ ...california, categories: ['marketing'], gpc: false }];
    const config = resolveConfig({ policies, location: { countryCode: 'US', regionCode: 'CA' } });
    expect(config.policies).to.deep.equal([
      { id: 'ca', match: { regions: ['US-CA'] }, model: 'opt-out', categories: ['marketing'], gpc: false },
    ]);
    expect(config.policies![0].match).not.to.equal(policies[0].match);
    expect(config.location).to.deep.equal({ countryCode: 'US', regionCode: 'CA' });
    expect(resolveConfig({}).policies).to.equal(undefined);
  });
});

describe('policies: modelDecision (pure)', () => {
  const undecided = { consentInfo: null, storageAvailable: true, gpc: false };
  const displayed = ['necessary', 'measurement', 'marketing'] as const;
  const choice = { necessary: true, functionality: false, experience: false, measurement: true, marketing: false };

  it('opt-in: the banner, the defaults in force, the last decision preselected', () => {
    const [decision, gpc] = modelDecision(undecided, us, [...displayed], false, choice, ['marketing']);
    expect(gpc).to.equal(false);
    expect(decision.showPopup).to.equal(true);
    expect(decision.consents).to.include({ measurement: false, marketing: false });
    expect(decision.selectedConsents).to.equal(choice);
  });

  it("opt-out: the notice, the displayed categories granted (or the policy's), not the others", () => {
    const [decision] = modelDecision(undecided, california, [...displayed], false, choice, ['marketing']);
    expect(decision.showPopup).to.equal(true);
    expect(decision.consents).to.deep.equal({
      necessary: true,
      functionality: false,
      experience: false,
      measurement: true,
      marketing: true,
    });
    expect(decision.selectedConsents).to.deep.equal(decision.consents);
    const [scoped] = modelDecision(
      undecided,
      { ...california, categories: ['marketing'] },
      [...displayed],
      false,
      null,
      [],
    );
    expect(scoped.consents).to.include({ measurement: false, marketing: true });
  });

  it('opt-out with Global Privacy Control: no notice, an opt-out of the GPC categories to store', () => {
    const [decision, gpc] = modelDecision({ ...undecided, gpc: true }, california, [...displayed], false, null, [
      'marketing',
    ]);
    expect(gpc).to.equal(true);
    expect(decision.showPopup).to.equal(false);
    expect(decision.selectedConsents).to.include({ measurement: true, marketing: false });
  });

  it('none: no banner, every category granted', () => {
    const [decision] = modelDecision(undecided, world, [...displayed], false, null, []);
    expect(decision.showPopup).to.equal(false);
    expect(Object.values(decision.consents!)).to.deep.equal(CATEGORY_NAMES.map(() => true));
  });

  it('a crawler is shown nothing and granted nothing; a decision that counts hides the banner', () => {
    const [crawled] = modelDecision(undecided, world, [...displayed], true, null, []);
    expect(crawled.showPopup).to.equal(false);
    expect(crawled.consents!.marketing).to.equal(false);
    const [decided] = modelDecision(
      { ...undecided, consentInfo: { time: 1, type: 'all' } },
      california,
      [...displayed],
      false,
      null,
      [],
    );
    expect(decided).to.deep.equal({ showPopup: false });
  });
});
