import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { getConsentManager } from '../../src/page/singleton';
import { freshManager } from '../helpers/elements';

// c15t 1.7: the categories the page gates on join the displayed categories (and so "accept all").
describe('categories named by the page', () => {
  it('gated iframes and frames add their categories to gdprTypes', async () => {
    await freshManager({ consentCategories: ['necessary', 'marketing'] });
    await fixture(html`<div>
      <iframe data-category="measurement" data-src="/dist/none.html"></iframe>
      <consent-frame category="experience"><p>x</p></consent-frame>
      <iframe data-category="bogus" data-src="/dist/none.html"></iframe>
    </div>`);
    const manager = getConsentManager();
    await waitUntil(() => manager.getState().gdprTypes.length === 4, 'categories not added', { timeout: 2000 });
    expect(manager.getState().gdprTypes).to.deep.equal(['necessary', 'marketing', 'measurement', 'experience']);
    await manager.saveConsents('all');
    expect(manager.has({ and: ['measurement', 'experience'] })).to.equal(true);
    await manager.reconfigure({ ...manager.config });
    expect(manager.getState().gdprTypes).to.include('measurement');
  });

  it('managed scripts add the categories of their conditions', async () => {
    await freshManager({
      consentCategories: ['necessary'],
      scripts: [{ id: 'x', category: { or: ['functionality', 'marketing'] }, callbackOnly: true }],
    });
    expect(getConsentManager().getState().gdprTypes).to.deep.equal(['necessary', 'functionality', 'marketing']);
  });
});
