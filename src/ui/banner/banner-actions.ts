import type { ConsentManager } from '../../core/consent-manager';
import { decideFromClick } from '../click-decision';
import { focusSlot } from '../focus-return';

/**
 * The banner's buttons by part, for both banners: Reject All and Accept All decide and say so to screen readers;
 * Customize is the banner's own (the drop-in first loads the dialog's view, then calls `customizeFromBanner`).
 * In the opt-out model's notice, Reject All is the one-click opt-out and Accept All keeps the defaults in force (the
 * selection the manager started from), rather than granting every displayed category.
 */
export function bannerActions(manager: ConsentManager, customize: () => void): Record<string, () => void> {
  const decide = (type: 'all' | 'necessary') => () => {
    const { translations, language, ui } = manager.getState();
    decideFromClick(manager, ui.notice && type == 'all' ? 'custom' : type, translations?.common.saved, language);
  };
  return { 'reject-button': decide('necessary'), 'accept-button': decide('all'), 'customize-button': customize };
}

/** The banner's Customize: the dialog opens in its place and hands the visitor back to it if closed undecided. */
export function customizeFromBanner(manager: ConsentManager): void {
  focusSlot().fromBanner = true;
  manager.setIsPrivacyDialogOpen(true);
  manager.setShowPopup(false, true);
}

/**
 * The dialog cannot show (its view failed to load, or to render: a partial deploy, another version's file): it
 * closes, and the banner shows in its place, so the visitor can still decide, or withdraw, in one click.
 */
export function dialogUnavailable(manager: ConsentManager): void {
  const slot = focusSlot();
  slot.backToBanner = slot.fromBanner;
  slot.fromBanner = false;
  manager.setIsPrivacyDialogOpen(false);
  manager.setShowPopup(true, true);
}
