import { expect } from '@open-wc/testing';
import { ConsentConfigError } from '../../src/core/errors';
import type { CategoryName } from '../../src/core/types';
import { createHostMatcher, normaliseHost } from '../../src/blockers/host-rules';
import { TRACKING_HOSTS } from '../../src/blockers/tracking-hosts';

const BASE = 'https://shop.example.org/products/list?page=2';

/** The obvious, slow implementation the matcher must agree with: URL parser + label walk. */
function reference(url: string, map: Readonly<Record<string, CategoryName>> = TRACKING_HOSTS): CategoryName | null {
  let parsed: URL;
  try {
    parsed = new URL(url, BASE);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  const host = parsed.hostname.replace(/\.$/, '');
  if (host === 'shop.example.org') return null;
  const labels = host.split('.');
  for (let i = 0; i < labels.length; i++) {
    const hit = map[labels.slice(i).join('.')];
    if (hit) return hit;
  }
  return null;
}

describe('normaliseHost', () => {
  const cases: Array<[string, string]> = [
    ['example.com', 'example.com'],
    ['Example.COM', 'example.com'],
    ['example.com.', 'example.com'],
    ['example.com:8080', 'example.com'],
    ['WWW.Example.com.:443', 'example.com'],
    ['www.example.com', 'example.com'],
    ['www.www.example.com', 'www.example.com'],
    ['wwwexample.com', 'wwwexample.com'],
    ['[::1]:8080', '[::1]'],
    ['  cdn.example.com  ', 'cdn.example.com'],
  ];
  for (const [input, expected] of cases) {
    it(`${JSON.stringify(input)} → ${JSON.stringify(expected)}`, () => {
      expect(normaliseHost(input)).to.equal(expected);
    });
  }
});

describe('createHostMatcher', () => {
  describe('with the built-in list', () => {
    const match = createHostMatcher();
    const cases: Array<[string, string | URL | Request, CategoryName | null]> = [
      ['exact host', 'https://google-analytics.com/collect', 'measurement'],
      ['subdomain', 'https://www.google-analytics.com/g/collect?v=2', 'measurement'],
      ['deep subdomain', 'https://a.b.google-analytics.com/x', 'measurement'],
      ['look-alike domain', 'https://notgoogle-analytics.com/collect', null],
      ['look-alike suffix', 'https://google-analytics.com.evil.net/collect', null],
      ['upper case', 'HTTPS://WWW.Google-Analytics.COM/collect', 'measurement'],
      ['mixed-case host only', 'https://Connect.Facebook.NET/en_US/fbevents.js', 'marketing'],
      ['port', 'https://googletagmanager.com:8443/gtm.js', 'measurement'],
      ['trailing dot', 'https://doubleclick.net./ad', 'marketing'],
      ['http scheme', 'http://static.hotjar.com/c/hotjar.js', 'measurement'],
      ['credentials', 'https://user:pass@cdn.optimizely.com/js/1.js', 'experience'],
      ['protocol-relative', '//widget.intercom.io/widget/abc', 'functionality'],
      ['specific host beats its parent', 'https://tt.omtrdc.net/rest/v1/delivery', 'experience'],
      ['parent of a specific host', 'https://metrics.omtrdc.net/b/ss', 'measurement'],
      ['stats.g.doubleclick.net', 'https://stats.g.doubleclick.net/j/collect', 'measurement'],
      ['relative path', '/api/consent', null],
      ['relative without slash', 'api/consent', null],
      ['relative dot path', '../api/consent', null],
      ['query only', '?q=1', null],
      ['empty string', '', null],
      ['tracking-looking relative path', 'google-analytics.com/collect', null],
      ['first-party absolute', 'https://shop.example.org/api', null],
      ['unknown host', 'https://api.example.net/v1', null],
      ['data URL', 'data:text/plain,hello', null],
      ['blob URL', 'blob:https://shop.example.org/0b6d6f3e-0000-4000-8000-000000000000', null],
      ['javascript URL', 'javascript:void(0)', null],
      ['invalid URL', 'https://exa mple.com/', null],
      ['URL object', new URL('https://bat.bing.com/action/0'), 'marketing'],
      ['URL object, data:', new URL('data:,x'), null],
      ['Request object', new Request('https://cdn.segment.com/analytics.js/v1/x/analytics.min.js'), 'measurement'],
      ['Request object, first party', new Request('https://shop.example.org/x'), null],
      ['IPv4 shorthand', 'http://127.1/x', null],
    ];
    for (const [name, url, expected] of cases) {
      it(`${name}: ${String(url instanceof Request ? url.url : url)} → ${expected}`, () => {
        expect(match(url, BASE)).to.equal(expected);
      });
    }

    it('agrees with the WHATWG URL parser on tricky inputs', () => {
      const inputs = [
        'https://hotjar.com',
        'https://hotjar.com?x',
        'https://hotjar.com#x',
        'https://in.hotjar.com:/x',
        'https://%68otjar.com/',
        'https://hotjar.com\\x',
        'https:\\\\hotjar.com/x',
        ' https://hotjar.com/',
        'https://hot\tjar.com/',
        'https:hotjar.com/x',
        'https:///hotjar.com/x',
        'HTTP://HOTJAR.COM',
        'https://xn--hotjar-com.example/',
        'https://hotjar.com..',
        'https://0x7f.1/',
        'https://1.2.3.4/',
        'https://a-b.hotjar.com/',
        'https://hotjar.com:99999/',
        'https://[::1]/',
        'ftp://hotjar.com/',
        'https://ｈｏｔｊａｒ.com/',
        'https://hotjar.com@evil.net/',
        'https://evil.net@hotjar.com/',
      ];
      for (const input of inputs) expect(match(input, BASE), input).to.equal(reference(input));
    });

    it('finds every built-in host, its subdomains, and nothing for look-alikes', () => {
      for (const [host, category] of Object.entries(TRACKING_HOSTS)) {
        expect(match(`https://${host}/x`, BASE), host).to.equal(category);
        expect(match(`https://deep.sub.${host}:8443/x?y#z`, BASE), host).to.equal(category);
        for (const url of [
          `https://x${host}/`,
          `https://${host}x/`,
          `https://${host}.x/`,
          `http://${host.toUpperCase()}`,
        ]) {
          expect(match(url, BASE), url).to.equal(reference(url));
        }
      }
    });
  });

  it('covers at least 150 hosts, all normalised, all mapped to a blockable category', () => {
    const entries = Object.entries(TRACKING_HOSTS);
    expect(entries.length).to.be.at.least(150);
    for (const [host, category] of entries) {
      expect(normaliseHost(host), host).to.equal(host);
      expect(['functionality', 'experience', 'measurement', 'marketing'], host).to.include(category);
    }
  });

  it('adds and overrides hosts with domainMap, normalising its keys', () => {
    const match = createHostMatcher({
      domainMap: {
        'WWW.Tracker.Example:8080': 'marketing',
        'hotjar.com': 'experience',
        'cdn.intercom.io': 'necessary',
      },
    });
    expect(match('https://tracker.example/p', BASE)).to.equal('marketing');
    expect(match('https://eu.tracker.example/p', BASE)).to.equal('marketing');
    expect(match('https://www.tracker.example/p', BASE)).to.equal('marketing');
    expect(match('https://static.hotjar.com/c.js', BASE)).to.equal('experience');
    expect(match('https://cdn.intercom.io/x', BASE)).to.equal('necessary');
    expect(match('https://widget.intercom.io/x', BASE)).to.equal('functionality');
    expect(match('https://doubleclick.net/x', BASE)).to.equal('marketing');
  });

  for (const flag of ['disableAutomaticBlocking', 'overrideDomainConsentMap'] as const) {
    it(`${flag}: only the domainMap is used`, () => {
      const match = createHostMatcher({ [flag]: true, domainMap: { 'tracker.example': 'measurement' } });
      expect(match('https://x.tracker.example/p', BASE)).to.equal('measurement');
      expect(match('https://www.google-analytics.com/collect', BASE)).to.equal(null);
      expect(createHostMatcher({ [flag]: true })('https://doubleclick.net/', BASE)).to.equal(null);
    });
  }

  it('handles a large domainMap (hash collisions, probing)', () => {
    const categories: CategoryName[] = ['functionality', 'experience', 'measurement', 'marketing'];
    const domainMap: Record<string, CategoryName> = {};
    for (let i = 0; i < 3000; i++) domainMap[`h${i}.t${i % 7}.example`] = categories[i % 4];
    const match = createHostMatcher({ disableAutomaticBlocking: true, domainMap });
    for (const [host, category] of Object.entries(domainMap)) {
      expect(match(`https://${host}/`, BASE)).to.equal(category);
      expect(match(`https://a.${host}/`, BASE)).to.equal(category);
    }
    expect(match('https://h3000.t4.example/', BASE)).to.equal(null);
    expect(match('https://t1.example/', BASE)).to.equal(null);
  });

  it('rejects a domainMap value that is not a category, naming the field', () => {
    let error: unknown;
    try {
      createHostMatcher({ domainMap: { 'x.com': 'analytics' as CategoryName } });
    } catch (caught) {
      error = caught;
    }
    expect(error).to.be.instanceOf(ConsentConfigError);
    expect((error as ConsentConfigError).field).to.equal('trackingBlockerConfig.domainMap["x.com"]');
    expect((error as Error).message).to.contain('analytics');
  });

  it('rejects an empty host and a domainMap that is not an object', () => {
    expect(() => createHostMatcher({ domainMap: { ' :80': 'marketing' } })).to.throw(ConsentConfigError, 'empty');
    expect(() => createHostMatcher({ domainMap: 'x.com' as unknown as Record<string, CategoryName> })).to.throw(
      ConsentConfigError,
      'domainMap',
    );
  });

  it('treats the base host as first party even when it is listed', () => {
    const match = createHostMatcher();
    expect(match('/collect', 'https://www.google-analytics.com/')).to.equal(null);
    expect(match('https://www.google-analytics.com/collect', 'https://www.google-analytics.com/')).to.equal(null);
    expect(match('https://region1.google-analytics.com/collect', 'https://www.google-analytics.com/')).to.equal(
      'measurement',
    );
  });
});
