import { expect, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import { resolveConfig } from '../../src/core/config';
import type { ConsentOptions } from '../../src/core/options';
import { createParkedScripts } from '../../src/gating/parked-scripts';
import { writeScript } from '../../src/gating/trusted-scripts';
import { backendRequests, mockBackendURL, scriptBackend, sleep } from '../helpers/environment';
import { startManager } from '../helpers/manager';

type TestWindow = typeof window & { __order?: string[] };
const win = window as TestWindow;
const order = () => win.__order ?? [];
const push = (name: string) => `window.__order = [...(window.__order || []), ${JSON.stringify(name)}];`;

let container: HTMLElement;

/** A parked script inside the test container; `attributes` may override type and data-category. */
function park(attributes: Record<string, string>, text = '', where: ParentNode = container): HTMLScriptElement {
  const script = document.createElement('script');
  script.type = 'text/plain';
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  script.text = text;
  where.append(script);
  return script;
}

const start = (options: ConsentOptions = {}) => startManager(options, {}, [createParkedScripts(writeScript)]);
const live = () => [...container.querySelectorAll('script:not([type="text/plain"])')] as HTMLScriptElement[];

describe('parked scripts (<script type="text/plain" data-category>)', () => {
  beforeEach(() => {
    win.__order = [];
    container = document.createElement('div');
    document.body.append(container);
  });

  afterEach(() => {
    container.remove();
    sinon.restore();
  });

  it('stays parked until the category is granted, then runs as a real script with every attribute', async () => {
    const parked = park(
      { 'data-category': 'measurement', id: 'stats', 'data-domain': 'shop.example', class: 'tracker' },
      push('inline'),
    );
    const { manager } = await start();
    await sleep(0);
    expect(order()).to.deep.equal([]);
    expect(parked.isConnected).to.equal(true);

    await manager.setConsent('measurement', true);
    expect(order()).to.deep.equal(['inline']);
    expect(parked.isConnected).to.equal(false);
    const [script] = live();
    expect(script.hasAttribute('type')).to.equal(false);
    expect(script.getAttribute('data-category')).to.equal('measurement');
    expect(script.id).to.equal('stats');
    expect(script.getAttribute('data-domain')).to.equal('shop.example');
    expect(script.className).to.equal('tracker');
    expect(script.text).to.equal(push('inline'));
  });

  it('activates scripts already granted at start and scripts added later', async () => {
    park({ 'data-category': 'necessary' }, push('at-start'));
    const { manager } = await start();
    expect(order()).to.deep.equal(['at-start']);
    await manager.setConsent('marketing', true);

    const nested = document.createElement('section');
    park({ 'data-category': 'marketing' }, push('added-later'), nested);
    container.append(nested);
    await waitUntil(() => order().includes('added-later'), 'a parked script added later did not run', {
      timeout: 2000,
    });

    // A script that becomes parked later (its type changed) is watched too.
    const changed = document.createElement('script');
    changed.type = 'text/javascript-disabled';
    changed.setAttribute('data-category', 'marketing');
    changed.text = push('retyped');
    container.append(changed);
    changed.type = 'text/plain';
    await waitUntil(() => order().includes('retyped'), 'a script retyped to text/plain did not run', { timeout: 2000 });
  });

  it('runs two dependent external scripts in document order, then the inline one after them', async () => {
    park({ 'data-category': 'measurement', src: '/test/gating/fixtures/first.js' });
    park({ 'data-category': 'measurement', src: '/test/gating/fixtures/second.js' });
    park({ 'data-category': 'measurement' }, push('inline-after'));
    const { manager } = await start();
    await manager.setConsent('measurement', true);
    await waitUntil(() => order().length === 3, 'the parked scripts did not all run', { timeout: 3000 });
    expect(order()).to.deep.equal(['first', 'second', 'inline-after']);
    expect(live().map((script) => script.getAttribute('src') ?? 'inline')).to.deep.equal([
      '/test/gating/fixtures/first.js',
      '/test/gating/fixtures/second.js',
      'inline',
    ]);
  });

  it('starts the next external script only after the previous one has loaded, even when it is slow', async () => {
    const base = mockBackendURL();
    await scriptBackend(base, {
      'slow-first.js': [{ status: 200, raw: push('first'), delayMs: 300 }],
      'second.js': [
        {
          status: 200,
          raw: "window.__order = [...window.__order, window.__order.includes('first') ? 'second' : 'second-before-first'];",
        },
      ],
    });
    park({ 'data-category': 'marketing', src: `${base}/slow-first.js` });
    park({ 'data-category': 'marketing' }, push('inline-between'));
    park({ 'data-category': 'marketing', src: `${base}/second.js` });
    const { manager } = await start();
    await manager.setConsent('marketing', true);
    await sleep(50);
    // Only the first is in flight; the inline script waits for it.
    expect(live()).to.have.length(1);
    expect(order()).to.deep.equal([]);

    await waitUntil(() => order().length === 3, 'the parked scripts did not all run', { timeout: 3000 });
    expect(order()).to.deep.equal(['first', 'inline-between', 'second']);
    const requests = await backendRequests(base);
    expect(requests.map((request) => request.path)).to.deep.equal(['slow-first.js', 'second.js']);
    expect(requests[1].time - requests[0].time).to.be.at.least(250);
  });

  it('moves on to the next script when an external one fails to load', async () => {
    park({ 'data-category': 'functionality', src: `${mockBackendURL()}/missing.js` });
    park({ 'data-category': 'functionality', src: '/test/gating/fixtures/first.js' });
    const { manager } = await start();
    await manager.setConsent('functionality', true);
    await waitUntil(() => order().includes('first'), 'the script after a failed one did not run', { timeout: 3000 });
  });

  it('carries the CSP nonce over from the property (the attribute reads back empty under CSP)', async () => {
    const parked = park({ 'data-category': 'marketing' }, push('nonced'));
    // What CSP nonce hiding leaves behind: the property holds the nonce, the attribute does not.
    parked.nonce = 'r4nd0m-n0nce';
    expect(parked.getAttribute('nonce')).to.equal(null);
    const { manager } = await start();
    await manager.setConsent('marketing', true);
    const [script] = live();
    expect(script.nonce).to.equal('r4nd0m-n0nce');
    expect(order()).to.deep.equal(['nonced']);
  });

  it('restores data-type as the type, e.g. a module', async () => {
    park({ 'data-category': 'experience', 'data-type': 'module' }, push('module'));
    const { manager } = await start();
    await manager.setConsent('experience', true);
    const [script] = live();
    expect(script.type).to.equal('module');
    await waitUntil(() => order().includes('module'), 'the module did not run', { timeout: 2000 });
  });

  it('runs each parked script at most once; withdrawing consent does not undo it', async () => {
    const options = { consentCategories: ['measurement'] } as ConsentOptions;
    park({ 'data-category': 'measurement' }, push('once'));
    const { manager } = await start(options);
    await manager.setConsent('measurement', true);
    await manager.setConsent('measurement', false);
    expect(live()).to.have.length(1);
    await manager.setConsent('measurement', true);
    await manager.reconfigure(resolveConfig(options));
    await manager.saveConsents('all');
    await sleep(0);
    expect(order()).to.deep.equal(['once']);
  });

  it('reports an unknown category once as a CATEGORY_ERROR and never runs the script', async () => {
    const error = sinon.stub(console, 'error');
    const onError = sinon.spy();
    const parked = park({ 'data-category': 'measurement marketing' }, push('never'));
    const { manager } = await start({ callbacks: { onError } });
    await manager.saveConsents('all');
    await manager.setConsent('measurement', true);
    await sleep(0);
    expect(order()).to.deep.equal([]);
    expect(parked.isConnected).to.equal(true);
    expect(onError).to.have.been.calledOnce;
    expect(onError.firstCall.args[0].code).to.equal('CATEGORY_ERROR');
    expect(onError.firstCall.args[0].error).to.contain('"measurement marketing"');
    expect(error.firstCall.args[1]).to.equal(parked);
  });
});
