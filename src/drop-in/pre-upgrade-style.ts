import { SHELL_ATTRIBUTE } from '../ui/handoff';

const KEY = Symbol.for('consent-elements.pre-upgrade');

/**
 * Until the UI chunk defines the tags: undefined tags render nothing (except a banner or loading bar painted without
 * React), and an undefined frame hides its children unless its category is already granted (the `granted` attribute),
 * so parked content never flashes or loads. A frame's display is left alone until its own sheet makes it a block:
 * switching hundreds of inline frames with block children to blocks at once was a 150 ms style recalculation.
 * A constructed sheet, not a `<style>`: no Content-Security-Policy blocks it, with or without a nonce.
 */
export function injectPreUpgradeStyle(doc: Document & { [KEY]?: true }): void {
  if (doc[KEY]) return;
  doc[KEY] = true;
  // jsdom and old engines: no constructable sheets; the tags then simply show as they upgrade.
  if (typeof CSSStyleSheet !== 'function' || typeof CSSStyleSheet.prototype.replaceSync !== 'function') return;
  if (!Array.isArray(doc.adoptedStyleSheets)) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(
    `:is(consent-banner,consent-loading-bar):not(:defined):not([${SHELL_ATTRIBUTE}]),` +
      'consent-dialog:not(:defined){display:none}' +
      'consent-frame:not(:defined):not([granted])>*{display:none!important}',
  );
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
}
