// Server-side commands for the accessibility tests: Windows high-contrast emulation (forced colours) and
// screenshots of a region, through the chrome launcher's puppeteer page (wtr's emulateMedia has no forced-colors).
export function a11yCommands() {
  return {
    name: 'a11y-commands',
    async executeCommand({ command, payload, session }) {
      if (command !== 'forced-colors' && command !== 'screenshot-region') return undefined;
      if (session.browser.type !== 'puppeteer') throw new Error(`${command} needs the chrome launcher`);
      const page = session.browser.getPage(session.id);
      if (command === 'forced-colors') {
        await page.emulateMediaFeatures([{ name: 'forced-colors', value: payload?.active ? 'active' : 'none' }]);
        return true;
      }
      const { x, y, width, height, save } = payload;
      // `save`: also write the PNG under /tmp/a11y-shots, to look at.
      if (save) await page.screenshot({ clip: { x, y, width, height }, path: `/tmp/a11y-shots/${String(save).replace(/[^\w-]/g, '_')}.png` });
      return page.screenshot({ clip: { x, y, width, height }, encoding: 'base64' });
    },
  };
}
