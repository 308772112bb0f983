// Node SSR: every JavaScript entry imports on a server without throwing; `define` registers nothing there.
import assert from 'node:assert/strict';

export default {
  async node({ run }) {
    const loaded = JSON.parse(run('node', ['ssr.mjs']));
    assert.ok(loaded['.'].includes('configure') && loaded['.'].includes('getConsentManager'), 'the core exports');
    assert.ok(loaded['./define'].includes('ConsentBannerElement'), 'define exports the element classes');
    assert.ok('./drop-in' in loaded, 'the drop-in imports too');
  },
};
