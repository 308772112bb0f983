// The React API consumer (../react-api/) on React 18.3: the package installs beside React 18 without flags, and the
// provider, the hook, the components and the tags they render pass the same checks as on React 19.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import reactApi from '../react-api/check.mjs';

export default {
  ...reactApi,
  node({ dir }) {
    const version = (name) =>
      JSON.parse(readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8')).version;
    assert.match(version('react'), /^18\.3\./, 'React 18.3 installed');
    assert.match(version('react-dom'), /^18\.3\./, 'React DOM 18.3 installed');
  },
  async browser(context) {
    assert.match(await context.page.evaluate(() => document.documentElement.dataset.react ?? ''), /^18\.3\./);
    await reactApi.browser(context);
  },
};
