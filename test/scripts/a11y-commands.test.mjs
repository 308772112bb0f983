// node --test test/scripts/: the accessibility tests' screenshot command writes only into a folder it creates.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { a11yCommands } from '../../scripts/wtr/a11y-commands.mjs';

/** A stand-in for puppeteer's page: like the real one, a screenshot into a missing folder fails. */
function fakeSession(written) {
  const page = {
    async screenshot({ path: file }) {
      if (file) {
        if (!existsSync(path.dirname(file))) throw new Error(`ENOENT: no such directory ${path.dirname(file)}`);
        written.push(file);
      }
      return 'base64';
    },
  };
  return { id: 's', browser: { type: 'puppeteer', getPage: () => page } };
}

test('a saved screenshot lands in a new folder under a fresh TMPDIR, which nothing had to create', async () => {
  const fresh = mkdtempSync(path.join(tmpdir(), 'fresh-tmp-'));
  const saved = { TMPDIR: process.env.TMPDIR, dir: process.env.A11Y_SHOTS_DIR };
  process.env.TMPDIR = fresh;
  delete process.env.A11Y_SHOTS_DIR;
  try {
    const written = [];
    const commands = a11yCommands();
    const session = fakeSession(written);
    const payload = { x: 0, y: 0, width: 10, height: 10, save: 'forced switch/on' };
    assert.equal(await commands.executeCommand({ command: 'screenshot-region', payload, session }), 'base64');
    await commands.executeCommand({ command: 'screenshot-region', payload: { ...payload, save: 'second' }, session });
    assert.equal(written.length, 2);
    const folder = path.dirname(written[0]);
    assert.equal(path.dirname(written[1]), folder, 'one folder per test run');
    assert.ok(folder.startsWith(fresh + path.sep), `${folder} is not under the temporary folder`);
    assert.equal(path.basename(written[0]), 'forced_switch_on.png');
    // Without `save` nothing is written.
    await commands.executeCommand({
      command: 'screenshot-region',
      payload: { x: 0, y: 0, width: 1, height: 1 },
      session,
    });
    assert.equal(written.length, 2);
  } finally {
    for (const [key, value] of [
      ['TMPDIR', saved.TMPDIR],
      ['A11Y_SHOTS_DIR', saved.dir],
    ]) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    rmSync(fresh, { recursive: true, force: true });
  }
});
