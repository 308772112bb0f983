import { expect, waitUntil } from '@open-wc/testing';
import { failsIn } from '../helpers/engine';

type Report = { step: string; cookies?: string; keys?: string[] };

/**
 * The page runs as a top-level window on a subdomain (Chromium resolves *.localhost to this machine), so that
 * cookies set for the parent domain exist and must be removed with its domain.
 */
async function openOnSubdomain() {
  const reports: Report[] = [];
  const listener = (event: MessageEvent) => reports.push(event.data as Report);
  window.addEventListener('message', listener);
  const url = `http://shop.consent-test.localhost:${location.port}/test/compliance/fixtures/clear-on-revoke.html`;
  const popup = window.open(url, 'clear-on-revoke')!;
  expect(popup, 'the popup was blocked').to.not.equal(null);
  const next = async (step: string, send?: string) => {
    if (send) popup.postMessage(send, '*');
    await waitUntil(() => reports.some((report) => report.step === step), `no report "${step}"`, { timeout: 8000 });
    return reports.find((report) => report.step === step)!;
  };
  await next('loaded');
  return { next, close: () => (popup.close(), window.removeEventListener('message', listener)) };
}

const names = (cookies = '') =>
  cookies
    .split('; ')
    .filter(Boolean)
    .map((pair) => pair.split('=')[0])
    .sort();

describe('compliance: clearOnRevoke', () => {
  failsIn('webkit', 'WebKitWebDriver blocks the window.open of the subdomain page')(
    "removes a revoked category's cookies (parent domain, host, path, /regex/) and localStorage keys",
    async () => {
      const page = await openOnSubdomain();
      try {
        const before = await page.next('before', 'before');
        expect(names(before.cookies)).to.include.members(['_ga', '_ga_ABC', '_gid', '_fbp', 'keep_me']);
        const afterMeasurement = await page.next('measurement', 'measurement');
        expect(names(afterMeasurement.cookies)).to.not.include.members(['_ga']);
        expect(names(afterMeasurement.cookies)).to.not.include('_ga_ABC');
        expect(names(afterMeasurement.cookies)).to.not.include('_gid');
        expect(names(afterMeasurement.cookies), 'other categories keep theirs').to.include.members(['_fbp', 'keep_me']);
        expect(afterMeasurement.keys).to.not.include.members(['_hjSession']);
        expect(afterMeasurement.keys).to.not.include('amp_123');
        expect(afterMeasurement.keys).to.include('kept');
        const afterMarketing = await page.next('marketing', 'marketing');
        expect(names(afterMarketing.cookies)).to.not.include('_fbp');
        expect(names(afterMarketing.cookies)).to.include('keep_me');
      } finally {
        page.close();
      }
    },
  );
});
