import { expect, waitUntil } from '@open-wc/testing';
import { renderConsentBanner } from '../../src/server/render-consent-banner';
import { STORED_RECORD, clearConsentCookie } from '../drop-in/page';

type Probe = { parsed?: { box: number; display: string }; after?: { box: number; display: string } };

/** The painted card's box height and the host's display, read by a script the parser runs at that point. */
const probe = (key: keyof Probe) =>
  `<script>(function(){var h=document.querySelector('consent-banner'),` +
  `c=h.shadowRoot&&h.shadowRoot.querySelector('[part="banner"]');` +
  `(window.__probe=window.__probe||{})[${JSON.stringify(key)}]=` +
  `{box:c?c.getBoundingClientRect().height:0,display:getComputedStyle(h).display}})()</script>`;

/**
 * A static page with the painted banner, and a probe run by the parser once the element's shadow root is attached and
 * before its inline script: the moment in which the parser may yield and the browser paint. Another probe runs after
 * the script.
 */
async function paintedPage(): Promise<{ probe: Probe; host: Element }> {
  const markup = renderConsentBanner();
  // Inside the element, after its declarative shadow root: the guard script still follows the element.
  const at = markup.indexOf('</consent-banner>');
  const frame = document.createElement('iframe');
  frame.srcdoc =
    `<!doctype html><html lang="en"><head><title>t</title></head><body>` +
    `${markup.slice(0, at)}${probe('parsed')}${markup.slice(at)}${probe('after')}<p>Article</p></body></html>`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  frames.push(frame);
  await loaded;
  const win = frame.contentWindow as Window & { __probe?: Probe };
  await waitUntil(() => win.__probe?.after, 'the page did not run its probes', { timeout: 3000 });
  return { probe: win.__probe!, host: frame.contentDocument!.querySelector('consent-banner')! };
}
const frames: HTMLIFrameElement[] = [];

describe('first paint: the painted banner has no box until its inline script has read the stored decision', () => {
  beforeEach(() => {
    localStorage.clear();
    clearConsentCookie();
  });
  afterEach(() => {
    frames.splice(0).forEach((frame) => frame.remove());
    localStorage.clear();
  });

  it('a returning visitor: hidden when parsed, gone after the script (no flash while the parser yields)', async () => {
    localStorage.setItem('privacy-consent-storage', STORED_RECORD);
    const { probe: seen, host } = await paintedPage();
    expect(seen.parsed, 'before the script').to.deep.equal({ box: 0, display: 'none' });
    expect(seen.after!.box, 'after the script').to.equal(0);
    expect(host.shadowRoot!.childNodes.length, 'the painted banner was cleared').to.equal(0);
  });

  it('a first visit: hidden when parsed, shown by the script before the next paint', async () => {
    const { probe: seen, host } = await paintedPage();
    expect(seen.parsed, 'before the script').to.deep.equal({ box: 0, display: 'none' });
    expect(seen.after!.box, 'after the script').to.be.greaterThan(0);
    expect(host.shadowRoot!.querySelector('[part="banner"]')).to.not.equal(null);
  });
});
