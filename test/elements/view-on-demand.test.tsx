import { expect, waitUntil } from '@open-wc/testing';
import { createRoot, type Root } from 'react-dom/client';
import { viewOnDemand } from '../../src/ui/view-on-demand';
import { useViewOnDemand } from '../../src/react/shared/use-view-on-demand';
import { getConsentManager } from '../../src/page/singleton';
import { sleep } from '../helpers/environment';

const manager = () => getConsentManager();
const mounted: Array<{ host: HTMLElement; root: Root }> = [];

/** A concurrent root in the document: its renders and effects run as React schedules them (no flushSync). */
function newRoot(): { host: HTMLElement; root: Root } {
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  mounted.push({ host, root });
  return { host, root };
}

describe('a view on demand (the dialog, the cookie table)', () => {
  afterEach(() => {
    for (const { host, root } of mounted.splice(0)) {
      root.unmount();
      host.remove();
    }
  });

  it('shows the view when a preload lands between the render and its effect', async () => {
    // A view that arrives in a microtask, asked for in the middle of a render: the render that follows cannot see
    // it, and the effect after it (a later task) already can. The dialog stayed empty this way in Firefox when
    // Customize's preload and the dialog's opening met.
    const view = viewOnDemand(() => Promise.resolve(() => <p>the view</p>), 'no view');
    const Preload = () => (void view.load(), null);
    function Probe() {
      const View = useViewOnDemand(view, true, manager);
      return View ? <View /> : null;
    }
    const { host, root } = newRoot();
    root.render(
      <>
        <Preload />
        <Probe />
      </>,
    );
    await waitUntil(() => view.current(), 'the view never loaded');
    await waitUntil(() => host.textContent === 'the view', 'the loaded view was never shown', { timeout: 2000 });
  });

  it('fetches only when wanted, and a new retry value tries a failed fetch again', async () => {
    let fetches = 0;
    const view = viewOnDemand(
      () => (++fetches === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(() => <p>second try</p>)),
      'no view',
    );
    function Probe({ wanted, retry }: { wanted: boolean; retry: number }) {
      const View = useViewOnDemand(view, wanted, manager, retry);
      return View ? <View /> : null;
    }
    const { host, root } = newRoot();
    const setProps = (props: { wanted: boolean; retry: number }) => root.render(<Probe {...props} />);
    setProps({ wanted: false, retry: 0 });
    await sleep(50);
    expect(fetches, 'not wanted: not fetched').to.equal(0);
    setProps({ wanted: true, retry: 0 });
    await waitUntil(() => fetches === 1, 'wanted: fetched');
    await sleep(50);
    expect(host.textContent).to.equal('');
    setProps({ wanted: true, retry: 1 });
    await waitUntil(() => host.textContent === 'second try', 'the retry did not show the view', { timeout: 2000 });
    expect(fetches).to.equal(2);
  });
});
