import { SHELL_ATTRIBUTE } from '../ui/handoff';

const STYLE_ID = 'consent-elements-pre-upgrade';

/**
 * Until the UI chunk defines the tags: undefined tags render nothing (except a banner the drop-in painted without React),
 * and an undefined frame hides its children unless its category is already granted (the `granted` attribute), so
 * parked content never flashes or loads. A frame's display is left alone until its own sheet makes it a block:
 * switching hundreds of inline frames with block children to blocks at once was a 150 ms style recalculation.
 */
export function injectPreUpgradeStyle(doc: Document): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = [
    `consent-banner:not(:defined):not([${SHELL_ATTRIBUTE}]),consent-dialog:not(:defined),consent-loading-bar:not(:defined){display:none}`,
    'consent-frame:not(:defined):not([granted])>*{display:none!important}',
  ].join('');
  (doc.head ?? doc.documentElement).append(style);
}
