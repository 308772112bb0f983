import { expect } from '@open-wc/testing';
import { validDomainMap } from '../../src/core/domain-map';
import { ConsentConfigError } from '../../src/core/errors';

const FIELD = 'trackingBlockerConfig.domainMap';

describe('validDomainMap: one check for the options and the host matcher', () => {
  it('passes a map of hosts to categories through, and reads undefined as none', () => {
    const map = { 'ads.example': 'marketing', 'stats.example:8080': 'measurement' };
    expect(validDomainMap(FIELD, map)).to.equal(map);
    expect(validDomainMap(FIELD, undefined)).to.deep.equal({});
  });

  const bad: Array<[string, unknown, string, RegExp]> = [
    [
      'an unknown category',
      { 'x.com': 'analytics' },
      `${FIELD}["x.com"]`,
      /expected a category \(.*\), got "analytics"/,
    ],
    [
      'a category that is not a string',
      { 'x.com': 5 },
      `${FIELD}["x.com"]`,
      /expected a category \(.*\), got number 5/,
    ],
    ['a host with a quote', { 'a"b': 'ads' }, `${FIELD}["a\\"b"]`, /expected a category \(.*\), got "ads"/],
    ['a string', 'x.com', FIELD, /object mapping hosts to category names/],
    ['an array', [['x.com', 'marketing']], FIELD, /object mapping hosts/],
    ['null', null, FIELD, /object mapping hosts/],
  ];
  for (const [name, value, field, message] of bad) {
    it(`refuses ${name}, naming the field`, () => {
      expect(() => validDomainMap(FIELD, value))
        .to.throw(ConsentConfigError, message)
        .with.property('field', field);
    });
  }
});
