// Server-side commands for the accessibility tests: Windows high-contrast emulation (forced colours) and
// screenshots of a region, through the chrome launcher's puppeteer page (wtr's emulateMedia has no forced-colors).
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function a11yCommands() {
  // Created on the first saved screenshot, under the system's temporary folder: nothing else need exist.
  let folder;
  const shotsFolder = async () => {
    folder ??= process.env.A11Y_SHOTS_DIR
      ? Promise.resolve(process.env.A11Y_SHOTS_DIR)
      : mkdtemp(path.join(tmpdir(), 'a11y-shots-')).then((created) => {
          console.log(`[a11y-commands] screenshots to look at: ${created}`);
          return created;
        });
    return folder;
  };
  return {
    name: 'a11y-commands',
    shotsFolder,
    async executeCommand({ command, payload, session }) {
      if (command !== 'forced-colors' && command !== 'screenshot-region') return undefined;
      if (session.browser.type !== 'puppeteer') throw new Error(`${command} needs the chrome launcher`);
      const page = session.browser.getPage(session.id);
      if (command === 'forced-colors') {
        await page.emulateMediaFeatures([{ name: 'forced-colors', value: payload?.active ? 'active' : 'none' }]);
        return true;
      }
      const { x, y, width, height, save } = payload;
      // `save`: also write the PNG into a folder of its own (A11Y_SHOTS_DIR, which must exist, or a new one), to look at.
      if (save) {
        const file = path.join(await shotsFolder(), `${String(save).replace(/[^\w-]/g, '_')}.png`);
        await page.screenshot({ clip: { x, y, width, height }, path: file });
      }
      return page.screenshot({ clip: { x, y, width, height }, encoding: 'base64' });
    },
  };
}
