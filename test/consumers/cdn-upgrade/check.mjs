// The drop-in folder across an upgrade (build.mjs lays the sites out): an entry only ever runs the files of its own
// version; one of another version is refused with a consent-error, never an uncaught error, and the banner still
// shows when the files it needs are there.
import assert from 'node:assert/strict';

const RECORD = () => {
  window.__errors = [];
  document.addEventListener('consent-error', (event) => {
    const { code, message, cause } = event.detail ?? {};
    window.__errors.push({ code, message, cause: cause ? String(cause.message ?? cause) : '' });
  });
};

async function visit(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const uncaught = [];
  const files = [];
  page.on('pageerror', (error) => uncaught.push(String(error)));
  page.on('request', (request) => files.push(new URL(request.url()).pathname));
  await page.addInitScript(RECORD);
  await page.goto(url);
  return { page, uncaught, files, errors: () => page.evaluate(() => window.__errors), close: () => context.close() };
}

const banner = (page) =>
  page.locator('consent-banner [part~="accept-button"]').waitFor({ state: 'visible', timeout: 10_000 });
const refused = (visitPage) =>
  visitPage.page.waitForFunction(() => window.__errors.length > 0, null, { timeout: 10_000 });

export default {
  serve: 'dist',
  async browser({ page, url }) {
    const browser = page.context().browser();
    const at = (file) => new URL(file, url).href;

    // Copied over: the new entry loads only new files and works; a cached old entry loads only old ones and works.
    for (const [file, own, other] of [
      ['copied-over/new.html', /-(?!old)[\w-]{8}\.js$/, /-old/],
      ['copied-over/old.html', /-old/, /-(?!old)[\w-]{8}\.js$/],
    ]) {
      const visitPage = await visit(browser, at(file));
      await banner(visitPage.page);
      await visitPage.page.locator('consent-banner [part~="accept-button"]').click();
      await visitPage.page.waitForFunction(() => localStorage.length > 0, null, { timeout: 5_000 });
      const loaded = visitPage.files.filter(
        (name) => name.includes('/cdn/') && !name.endsWith('consent-elements.js') && !name.endsWith('.old.js'),
      );
      assert.ok(
        loaded.length && loaded.every((name) => own.test(name) && !other.test(name)),
        `${file}: ${loaded.join(', ')}`,
      );
      assert.deepEqual(await visitPage.errors(), [], `${file}: no consent-error`);
      assert.deepEqual(visitPage.uncaught, [], `${file}: no uncaught error`);
      await visitPage.close();
    }

    // The package's dist/consent-elements.js (the path CONTRACT.md names) runs the files of dist/cdn/: the banner,
    // then Customize opens the dialog (the UI chunk and the dialog's view from cdn/).
    const packaged = await visit(browser, at('package-dist/index.html'));
    await banner(packaged.page);
    await packaged.page.locator('consent-banner [part~="customize-button"]').click();
    await packaged.page.locator('consent-dialog [part~="dialog"]').waitFor({ state: 'visible', timeout: 10_000 });
    assert.ok(
      packaged.files.some((name) => /\/package-dist\/cdn\/consent-elements-ui-[\w-]{8}\.js$/.test(name)),
      `package-dist: ${packaged.files.join(', ')}`,
    );
    assert.deepEqual(await packaged.errors(), [], 'package-dist: no consent-error');
    assert.deepEqual(packaged.uncaught, [], 'package-dist: no uncaught error');
    await packaged.close();

    // Replaced: a cached old entry whose files are gone says so, and throws nothing into the page.
    const gone = await visit(browser, at('replaced/old.html'));
    await refused(gone);
    await gone.page.waitForTimeout(500);
    assert.deepEqual(gone.uncaught, [], 'replaced: no uncaught error');
    await gone.close();

    // A stale UI chunk under the new name: the banner shows and decides without it; Customize is refused clearly.
    const staleUi = await visit(browser, at('stale-ui/index.html'));
    await banner(staleUi.page);
    await staleUi.page.locator('consent-banner [part~="customize-button"]').click();
    await refused(staleUi);
    const [error] = await staleUi.errors();
    assert.equal(error.code, 'RENDER_ERROR');
    // The detail carries the cause once errors keep it (issue 22): it then names both versions.
    if (error.cause) assert.match(error.cause, /consent-elements\.js 0\.1\.0 loaded a file of 0\.0\.9/);
    assert.equal(await staleUi.page.evaluate(() => customElements.get('consent-dialog')), undefined, 'no old code ran');
    assert.deepEqual(staleUi.uncaught, [], 'stale UI chunk: no uncaught error');
    await staleUi.close();
    const decides = await visit(browser, at('stale-ui/index.html'));
    await banner(decides.page);
    await decides.page.locator('consent-banner [part~="accept-button"]').click();
    await decides.page.waitForFunction(() => localStorage.length > 0, null, { timeout: 5_000 });
    assert.deepEqual(decides.uncaught, [], 'stale UI chunk, Accept: no uncaught error');
    await decides.close();

    // A stale first-paint file: refused with a consent-error, no uncaught error.
    const staleShell = await visit(browser, at('stale-shell/index.html'));
    await refused(staleShell);
    await staleShell.page.waitForTimeout(500);
    assert.deepEqual(staleShell.uncaught, [], 'stale banner file: no uncaught error');
    await staleShell.close();
  },
};
