import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { getLoadingBar } from '../../src/page/singleton';
import { freshManager, waitForNoPart, waitForPart } from '../helpers/elements';

/** An element's subtree as text: tag, attributes sorted by name (the inline style apart), children. */
function tree(node: Element): string {
  const attributes = [...node.attributes]
    .filter(({ name }) => name !== 'style')
    .map(({ name, value }) => `${name}=${JSON.stringify(value)}`)
    .sort();
  return `<${node.localName} ${attributes.join(' ')}>${[...node.children].map(tree).join('')}</>`;
}

// One definition (src/ui/loading-bar-markup.ts), two renderers: the bar painted without React and its view.
describe('<consent-loading-bar>: the painted bar is the view’s bar', () => {
  afterEach(() => getLoadingBar().done());

  it('has the same tree, position and theme once the view has taken it over', async () => {
    await freshManager({ theme: { '--consent-accent': 'rgb(1, 2, 3)' } });
    await import('../../src/entries/define');
    getLoadingBar().set(0.5);
    const el = await fixture<HTMLElement>(html`<consent-loading-bar></consent-loading-bar>`);
    let painted: { tree: string; transform: string; accent: string } | undefined;
    const record = () => {
      const root = el.shadowRoot?.querySelector<HTMLElement>('.root');
      const bar = root?.querySelector<HTMLElement>('[part="bar"]');
      if (!painted && root && bar && el.hasAttribute('data-consent-shell')) {
        painted = {
          tree: tree(root),
          transform: bar.style.transform,
          accent: root.style.getPropertyValue('--consent-accent'),
        };
      }
    };
    const observer = new MutationObserver(record);
    observer.observe(el, { attributes: true, attributeFilter: ['data-consent-shell'] });
    record();
    await waitUntil(() => el.hasAttribute('data-consent-view'), 'the view never mounted', { timeout: 5000 });
    observer.disconnect();
    expect(painted, 'painted before React').to.exist;
    const root = el.shadowRoot!.querySelector<HTMLElement>('.root')!;
    expect(el.shadowRoot!.querySelectorAll('.root').length).to.equal(1);
    expect(tree(root)).to.equal(painted!.tree);
    expect(root.querySelector<HTMLElement>('[part="bar"]')!.style.transform).to.equal(painted!.transform);
    expect(painted!.transform).to.equal('translate3d(-50%, 0px, 0px)');
    expect(root.style.getPropertyValue('--consent-accent')).to.equal(painted!.accent);
    expect(painted!.accent).to.equal('rgb(1, 2, 3)');
    getLoadingBar().done();
    await waitForNoPart(el, 'bar');
  });

  it('is taken over by the one hand-over the banner uses: the view marks its host, as the banner view does', async () => {
    await freshManager();
    await import('../../src/entries/define');
    const bar = await fixture<HTMLElement>(html`<consent-loading-bar></consent-loading-bar>`);
    await waitUntil(() => bar.hasAttribute('data-consent-view'), 'the bar view never mounted', { timeout: 5000 });
    // The views are there now: the banner's mounts at once.
    const banner = await fixture<HTMLElement>(html`<consent-banner></consent-banner>`);
    await waitForPart(banner, 'banner');
    await waitUntil(() => banner.hasAttribute('data-consent-view'), 'the banner view did not mark its host');
    expect(banner.hasAttribute('data-consent-shell')).to.equal(false);
    bar.remove();
    banner.remove();
  });
});
