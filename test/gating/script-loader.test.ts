import { expect, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import { resolveConfig } from '../../src/core/config';
import type { ConsentOptions, ResolvedScript, ScriptCallbackInfo, ScriptDefinition } from '../../src/core/options';
import { managedScripts, scriptElementId } from '../../src/gating/script-loader';
import { mockBackendURL, scriptBackend, sleep } from '../helpers/environment';
import { startManager } from '../helpers/manager';

type TestWindow = typeof window & { __runs?: string[]; __managed?: string[] };
const win = window as TestWindow;

let scriptsBefore: Set<Element>;
const newScripts = () => [...document.querySelectorAll('script')].filter((script) => !scriptsBefore.has(script));
/** A script id no other test (or earlier run on this page) has used. */
const uid = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}`;
const runs = () => win.__managed ?? [];
const inline = (
  id: string,
  category: ResolvedScript['category'],
  extra: Partial<ResolvedScript> = {},
): ScriptDefinition => ({
  id,
  category,
  textContent: `(window.__managed = window.__managed || []).push(${JSON.stringify(id)});`,
  ...extra,
});

async function start(scripts: ScriptDefinition[], options: ConsentOptions = {}) {
  return startManager({ scripts, ...options }, {}, [managedScripts]);
}

describe('managed scripts (scripts option)', () => {
  beforeEach(() => {
    scriptsBefore = new Set(document.querySelectorAll('script'));
    win.__runs = [];
    win.__managed = [];
  });

  afterEach(() => {
    for (const script of newScripts()) script.remove();
    sinon.restore();
  });

  it('loads a script only once its category is granted, into <head>, then calls onLoad', async () => {
    const id = uid('analytics');
    const onLoad = sinon.spy();
    const { manager } = await start([inline(id, 'measurement', { onLoad })]);
    expect(runs()).to.deep.equal([]);
    expect(newScripts()).to.have.length(0);

    await manager.setConsent('measurement', true);
    expect(runs()).to.deep.equal([id]);
    const [element] = newScripts();
    expect(element.parentElement).to.equal(document.head);
    expect(onLoad).to.have.been.calledOnce;
    const info: ScriptCallbackInfo = onLoad.firstCall.args[0];
    expect(info).to.include({ id, hasConsent: true, element, elementId: element.id });
    expect(info.consents.measurement).to.equal(true);
  });

  it('loads at start when consent is already stored, and evaluates conditions', async () => {
    const a = uid('both');
    const b = uid('either');
    const { manager } = await start([
      inline(a, { and: ['measurement', 'marketing'] }),
      inline(b, { or: ['measurement', 'experience'] }),
    ]);
    await manager.setConsent('measurement', true);
    expect(runs()).to.deep.equal([b]);
    await manager.setConsent('marketing', true);
    expect(runs()).to.deep.equal([b, a]);
  });

  it('removes the element and calls onDelete when consent is withdrawn; a new grant loads it afresh', async () => {
    const id = uid('pixel');
    const onDelete = sinon.spy();
    const { manager } = await start([inline(id, 'marketing', { onDelete })]);
    await manager.setConsent('marketing', true);
    const [element] = newScripts();
    expect(element.isConnected).to.equal(true);

    await manager.setConsent('marketing', false);
    expect(element.isConnected).to.equal(false);
    expect(newScripts()).to.have.length(0);
    expect(onDelete).to.have.been.calledOnce;
    expect(onDelete.firstCall.args[0]).to.include({ id, hasConsent: false, element });

    await manager.setConsent('marketing', true);
    expect(newScripts()).to.have.length(1);
    expect(runs()).to.deep.equal([id, id]);
  });

  it('keeps a persistAfterConsentRevoked script (onDelete, element kept) and reuses it, without re-inserting, when consent returns', async () => {
    const id = uid('persist');
    const onDelete = sinon.spy();
    const onConsentChange = sinon.spy();
    const onLoad = sinon.spy();
    const { manager } = await start([
      inline(id, 'measurement', { persistAfterConsentRevoked: true, onDelete, onConsentChange, onLoad }),
    ]);
    await manager.setConsent('measurement', true);
    const [element] = newScripts();

    await manager.setConsent('measurement', false);
    expect(element.isConnected).to.equal(true);
    // c15t 1.x: onDelete runs (the script's own clean-up) and the element stays.
    expect(onDelete).to.have.been.calledOnce;
    expect(onDelete.lastCall.args[0]).to.include({ hasConsent: false, element });

    await manager.setConsent('measurement', true);
    expect(newScripts()).to.deep.equal([element]);
    expect(runs()).to.deep.equal([id]);
    expect(onLoad).to.have.been.calledOnce;
    expect(onConsentChange.lastCall.args[0]).to.include({ hasConsent: true, element });
  });

  it('alwaysLoad loads without consent and is never removed', async () => {
    const id = uid('always');
    const onDelete = sinon.spy();
    const { manager } = await start([inline(id, 'marketing', { alwaysLoad: true, onDelete })]);
    expect(runs()).to.deep.equal([id]);
    await manager.setConsent('marketing', true);
    await manager.setConsent('marketing', false);
    expect(newScripts()).to.have.length(1);
    expect(runs()).to.deep.equal([id]);
    expect(onDelete).not.to.have.been.called;
  });

  it('callbackOnly runs onBeforeLoad then onLoad without any element, and onDelete on withdrawal', async () => {
    const id = uid('callback');
    const calls: string[] = [];
    const infos: ScriptCallbackInfo[] = [];
    const record = (name: string) => (info: ScriptCallbackInfo) => {
      calls.push(name);
      infos.push(info);
    };
    const { manager } = await start([
      {
        id,
        category: 'experience',
        callbackOnly: true,
        onBeforeLoad: record('before'),
        onLoad: record('load'),
        onDelete: record('delete'),
        onConsentChange: record('change'),
      },
    ]);
    expect(calls).to.deep.equal([]);
    await manager.setConsent('experience', true);
    expect(calls).to.deep.equal(['before', 'load']);
    expect(newScripts()).to.have.length(0);
    expect(infos[0].element).to.equal(undefined);
    expect(infos[0]).to.include({ id, hasConsent: true });
    await manager.setConsent('marketing', true);
    await manager.setConsent('experience', false);
    expect(calls).to.deep.equal(['before', 'load', 'change', 'delete']);
    expect(infos[3].hasConsent).to.equal(false);
  });

  it('never loads a script twice: later changes and a reconfigure only call onConsentChange', async () => {
    const id = uid('once');
    const onBeforeLoad = sinon.spy();
    const onConsentChange = sinon.spy();
    const options = { scripts: [inline(id, 'measurement', { onBeforeLoad, onConsentChange })] };
    const { manager } = await start(options.scripts);
    await manager.setConsent('measurement', true);
    await manager.setConsent('marketing', true);
    await manager.setConsent('experience', true);
    await manager.saveConsents('all');
    await manager.reconfigure(resolveConfig(options));
    await manager.setConsent('functionality', true);

    expect(runs()).to.deep.equal([id]);
    expect(newScripts()).to.have.length(1);
    expect(onBeforeLoad).to.have.been.calledOnce;
    expect(onConsentChange.callCount).to.equal(4);
    expect(onConsentChange.lastCall.args[0].consents.functionality).to.equal(true);
  });

  it('inserts in array order and keeps execution order even when an earlier file arrives later', async () => {
    const base = mockBackendURL();
    const log = (name: string) => `(window.__runs = window.__runs || []).push(${JSON.stringify(name)});`;
    await scriptBackend(base, {
      'slow.js': [{ status: 200, raw: log('slow'), delayMs: 300 }],
      'fast.js': [{ status: 200, raw: log('fast') }],
    });
    const ids = [uid('slow'), uid('inline'), uid('fast')];
    const { manager } = await start(
      [
        { id: ids[0], category: 'marketing', src: `${base}/slow.js` },
        { id: ids[1], category: 'marketing', textContent: log('inline') },
        { id: ids[2], category: 'marketing', src: `${base}/fast.js`, onLoad: () => win.__runs!.push('fast:onLoad') },
      ],
      { consentCategories: ['marketing'] },
    );
    await manager.saveConsents('all');

    expect(newScripts().map((script) => script.id)).to.deep.equal(ids.map((id) => scriptElementId({ id })));
    await waitUntil(() => win.__runs!.includes('fast:onLoad'), 'fast.js did not load', { timeout: 3000 });
    // The inline script runs on insertion; the two files run in array order.
    expect(win.__runs).to.deep.equal(['inline', 'slow', 'fast', 'fast:onLoad']);
    expect(
      (newScripts() as HTMLScriptElement[]).filter((script) => script.src).map((script) => script.async),
    ).to.deep.equal([false, false]);
  });

  it('gives elements an anonymous id by default, stable for the page, or c15t-script-<id> when asked', async () => {
    const hidden = uid('secret-tracker');
    const named = uid('named');
    const { manager } = await start([
      inline(hidden, 'measurement'),
      inline(named, 'measurement', { anonymizeId: false }),
    ]);
    await manager.setConsent('measurement', true);
    const [anonymous, plain] = newScripts();
    expect(anonymous.id).to.match(/^[a-z][0-9a-f]{7}$/);
    expect(anonymous.id).not.to.contain('secret');
    expect(plain.id).to.equal(`c15t-script-${named}`);

    await manager.setConsent('measurement', false);
    await manager.setConsent('measurement', true);
    expect(newScripts()[0].id).to.equal(anonymous.id);
    expect(scriptElementId({ id: hidden })).to.equal(anonymous.id);
    expect(scriptElementId({ id: uid('other') })).not.to.equal(anonymous.id);
  });

  it("without a nonce of its own, a script gets the nonce option, else the nonce of the page's scripts", async () => {
    const pageScript = Object.assign(document.createElement('script'), { type: 'application/json' });
    pageScript.setAttribute('nonce', 'page-n0nce');
    document.head.prepend(pageScript);
    try {
      const [fromOption, fromPage] = [uid('option'), uid('page')];
      const { manager } = await start([inline(fromOption, 'marketing')], { nonce: 'option-n0nce' });
      await manager.setConsent('marketing', true);
      const { manager: other } = await start([inline(fromPage, 'marketing')]);
      await other.setConsent('marketing', true);
      const nonces = newScripts()
        .filter((script) => script !== pageScript)
        .map((script) => (script as HTMLScriptElement).nonce);
      expect(nonces).to.deep.equal(['option-n0nce', 'page-n0nce']);
    } finally {
      pageScript.remove();
    }
  });

  it('applies nonce (as the property), attributes, fetchPriority, async and defer', async () => {
    const id = uid('attrs');
    const { manager } = await start([
      {
        id,
        category: 'marketing',
        src: '/test/gating/fixtures/record.js',
        nonce: 'n0nce-123',
        fetchPriority: 'low',
        async: true,
        defer: true,
        attributes: { 'data-name': id, 'data-domain': 'shop.example', crossorigin: 'anonymous' },
      },
    ]);
    await manager.setConsent('marketing', true);
    const [element] = newScripts() as HTMLScriptElement[];
    expect(element.nonce).to.equal('n0nce-123');
    expect(element.getAttribute('data-domain')).to.equal('shop.example');
    expect(element.getAttribute('crossorigin')).to.equal('anonymous');
    expect(element.fetchPriority).to.equal('low');
    expect(element.async).to.equal(true);
    expect(element.defer).to.equal(true);
    expect(element.getAttribute('src')).to.equal('/test/gating/fixtures/record.js');
    await waitUntil(() => win.__runs!.includes(id), 'record.js did not run', { timeout: 3000 });
  });

  it('reports a src that fails to load through onError and a SCRIPT_ERROR consent error', async () => {
    const error = sinon.stub(console, 'error');
    const onErrorCallback = sinon.spy();
    const src = `${mockBackendURL()}/missing.js`;
    const onError = sinon.spy();
    const onLoad = sinon.spy();
    const id = uid('broken');
    const { manager } = await start([{ id, category: 'marketing', src, onError, onLoad }], {
      callbacks: { onError: onErrorCallback },
    });
    await manager.setConsent('marketing', true);
    await waitUntil(() => onError.called, 'onError was not called', { timeout: 3000 });

    const info: ScriptCallbackInfo = onError.firstCall.args[0];
    expect(info.error?.message).to.equal(`Failed to load script: ${src}`);
    expect(info.element).to.equal(newScripts()[0]);
    expect(onLoad).not.to.have.been.called;
    expect(onErrorCallback).to.have.been.calledOnceWith({
      code: 'SCRIPT_ERROR',
      error: `Failed to load script: ${src}`,
    });
    expect(error.calledWithMatch(`SCRIPT_ERROR: Failed to load script: ${src}`)).to.equal(true);
  });

  it('calls onLoad for a src script on its load event', async () => {
    const id = uid('loaded');
    const onLoad = sinon.spy();
    const { manager } = await start([
      { id, category: 'marketing', src: '/test/gating/fixtures/record.js', attributes: { 'data-name': id }, onLoad },
    ]);
    await manager.setConsent('marketing', true);
    expect(onLoad).not.to.have.been.called;
    await waitUntil(() => onLoad.called, 'onLoad was not called', { timeout: 3000 });
    expect(win.__runs).to.deep.equal([id]);
  });

  it('catches and logs a throwing callback without breaking the other scripts', async () => {
    const error = sinon.stub(console, 'error');
    const first = uid('throws');
    const second = uid('fine');
    const { manager } = await start([
      inline(first, 'marketing', {
        onBeforeLoad: () => {
          throw new Error('boom');
        },
        onLoad: () => {
          throw new Error('bang');
        },
      }),
      inline(second, 'marketing'),
    ]);
    await manager.setConsent('marketing', true);
    expect(runs()).to.deep.equal([first, second]);
    expect(error.callCount).to.equal(2);
    expect(String(error.firstCall.args[0])).to.contain(`onBeforeLoad callback of script "${first}"`);
  });

  it('the disposer stops listening but leaves loaded scripts in the page', async () => {
    const id = uid('kept');
    const late = uid('late');
    const { manager } = await start([inline(id, 'measurement'), inline(late, 'marketing')]);
    await manager.setConsent('measurement', true);
    manager.destroy();
    await sleep(0);
    expect(newScripts()).to.have.length(1);
    await manager.setConsent('marketing', true);
    expect(runs()).to.deep.equal([id]);
  });
});
