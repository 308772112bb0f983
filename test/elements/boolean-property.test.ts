import { expect, waitUntil } from '@open-wc/testing';
import { freshManager, part, waitForPart } from '../helpers/elements';

// The elements' boolean properties read their attribute by the rule the views read it by (src/ui/attributes.ts):
// "false" in any case, with spaces around, is off; any other value is on; absent is undefined (the option decides).
describe('boolean properties read the attribute by the one rule', () => {
  it('reads "FALSE" and " false " as false, as the banner does', async () => {
    await freshManager();
    await import('../../src/entries/define');
    const el = document.createElement('consent-banner') as HTMLElement & Record<string, unknown>;
    el.setAttribute('trap-focus', 'FALSE');
    document.body.append(el);
    try {
      expect(el['trap-focus']).to.equal(false);
      expect((await waitForPart(el, 'banner')).getAttribute('role'), 'the view reads it as off').to.equal('region');
      el.setAttribute('trap-focus', ' false ');
      expect(el['trap-focus']).to.equal(false);
      el.setAttribute('trap-focus', 'true');
      expect(el['trap-focus']).to.equal(true);
      await waitUntil(() => part(el, 'banner')?.getAttribute('role') === 'dialog', 'trap-focus="true" makes it modal');
      el.setAttribute('trap-focus', '');
      expect(el['trap-focus']).to.equal(true);
      el.removeAttribute('trap-focus');
      expect(el['trap-focus']).to.equal(undefined);
    } finally {
      el.remove();
    }
  });

  it('reads them so on every tag', async () => {
    await import('../../src/entries/define');
    for (const [tag, attribute] of [
      ['consent-dialog', 'disable-animation'],
      ['consent-frame', 'no-style'],
      ['consent-loading-bar', 'no-style'],
    ]) {
      const el = document.createElement(tag!) as HTMLElement & Record<string, unknown>;
      el.setAttribute(attribute!, ' False');
      expect(el[attribute!], `${tag} ${attribute}`).to.equal(false);
    }
  });
});
