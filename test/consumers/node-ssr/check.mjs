// Node SSR: every JavaScript entry imports on a server without throwing; `define` registers nothing there. Also
// what the tarball must carry: the LICENSE and the licence texts of what it bundles.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export default {
  async node({ dir, run }) {
    const installed = path.join(dir, 'node_modules/consent-elements');
    assert.match(
      readFileSync(path.join(installed, 'LICENSE'), 'utf8'),
      /MIT License/,
      'the tarball carries the LICENSE',
    );
    assert.ok(existsSync(path.join(installed, 'dist/THIRD-PARTY-LICENSES.txt')), 'and the bundled licence texts');
    const loaded = JSON.parse(run('node', ['ssr.mjs']));
    assert.ok(loaded['.'].includes('configure') && loaded['.'].includes('getConsentManager'), 'the core exports');
    assert.ok(loaded['./define'].includes('ConsentBannerElement'), 'define exports the element classes');
    assert.ok('./drop-in' in loaded, 'the drop-in imports too');
  },
};
