// Node: consent-elements/react (dist/react.js) imports and renders on a server: our tags as plain elements, the
// hook's state from a store of the provider's own (nothing sent), and the hook's error outside a provider.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

const api = await import('../../dist/react.js');

function App() {
  const { consents, showPopup, has } = api.useConsentManager();
  return createElement(
    'main',
    null,
    `marketing:${consents.marketing} popup:${showPopup} has:${has('marketing')}`,
    createElement(api.CookieBanner, { trapFocus: false, scrollLock: true }),
    createElement(api.ConsentManagerDialog),
    createElement(api.ConsentManagerWidget, { noStyle: false }),
    createElement(
      api.Frame,
      { category: 'marketing', placeholder: 'Needs marketing' },
      createElement('iframe', { 'data-src': '/v' }),
    ),
    createElement(api.LoadingBar),
  );
}

test('dist/react.js exports c15t 1.7 names and defines nothing on import', () => {
  for (const name of [
    'ConsentManagerProvider',
    'useConsentManager',
    'CookieBanner',
    'ConsentManagerDialog',
    'ConsentManagerWidget',
    'Frame',
    'LoadingBar',
  ]) {
    assert.equal(typeof api[name], 'function', name);
  }
  assert.equal(globalThis.customElements, undefined);
});

test('renders the tags as plain elements inside a provider, with false as "false"', () => {
  const html = renderToString(
    createElement(
      api.ConsentManagerProvider,
      { options: { mode: 'c15t', backendURL: '/api/c15t' } },
      createElement(App),
    ),
  );
  assert.match(html, /marketing:false popup:false has:false/);
  assert.match(html, /<consent-banner scroll-lock="" trap-focus="false"><\/consent-banner>/);
  assert.match(html, /<consent-dialog variant="dialog"><\/consent-dialog>/);
  assert.match(html, /<consent-dialog variant="widget" no-style="false"><\/consent-dialog>/);
  assert.match(
    html,
    /<consent-frame category="marketing"><iframe data-src="\/v"><\/iframe><div slot="placeholder">Needs marketing<\/div><\/consent-frame>/,
  );
  assert.match(html, /<consent-loading-bar><\/consent-loading-bar>/);
});

test('the hook throws outside a provider; a bad option throws ConsentConfigError', () => {
  assert.throws(() => renderToString(createElement(App)), {
    message: 'useConsentManager must be used within a ConsentManagerProvider',
  });
  assert.throws(() => renderToString(createElement(api.ConsentManagerProvider, { options: { mode: 'nope' } })), {
    name: 'ConsentConfigError',
  });
});
