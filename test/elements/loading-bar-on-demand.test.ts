import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { getLoadingBar } from '../../src/page/singleton';
import { freshManager, part, waitForNoPart } from '../helpers/elements';

// The `define` entry (elements/define.ts): the views and React come on demand, the bar must not wait for them.
describe('consent-elements/define: <consent-loading-bar> before React', () => {
  afterEach(() => getLoadingBar().done());

  it('shows the bar while the views download, and the view takes it over in place', async () => {
    await freshManager();
    await import('../../src/entries/define');
    const seen: string[] = [];
    const record = (host: Element) => {
      const painted = host.hasAttribute('data-consent-shell');
      const view = host.hasAttribute('data-consent-view');
      if (part(host, 'bar')) seen.push(view ? 'react' : painted ? 'painted' : 'other');
    };
    getLoadingBar().start();
    const el = await fixture<HTMLElement>(html`<consent-loading-bar></consent-loading-bar>`);
    const observer = new MutationObserver(() => record(el));
    observer.observe(el, { attributes: true, attributeFilter: ['data-consent-shell', 'data-consent-view'] });
    record(el);
    await waitUntil(() => el.hasAttribute('data-consent-view'), 'the view never mounted', { timeout: 5000 });
    observer.disconnect();
    expect(seen[0], 'painted before React').to.equal('painted');
    expect(el.shadowRoot!.querySelectorAll('[part="bar"]').length).to.equal(1);
    expect(el.hasAttribute('data-consent-shell')).to.equal(false);
    getLoadingBar().done();
    await waitForNoPart(el, 'bar');
  });
});
