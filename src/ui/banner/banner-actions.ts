import type { ConsentManager } from '../../core/consent-manager';
import { announce } from '../announce';
import { focusSlot } from '../focus-return';

/**
 * The banner's buttons by part, for both banners: Reject All and Accept All decide and say so to screen readers;
 * Customize is the banner's own (the drop-in first loads the dialog's view, then calls `customizeFromBanner`).
 */
export function bannerActions(manager: ConsentManager, customize: () => void): Record<string, () => void> {
  const decide = (type: 'all' | 'necessary') => () => {
    void manager.saveConsents(type);
    const { translations, language } = manager.getState();
    if (translations) announce(translations.common.saved, language);
  };
  return { 'reject-button': decide('necessary'), 'accept-button': decide('all'), 'customize-button': customize };
}

/** The banner's Customize: the dialog opens in its place and hands the visitor back to it if closed undecided. */
export function customizeFromBanner(manager: ConsentManager): void {
  focusSlot().fromBanner = true;
  manager.setIsPrivacyDialogOpen(true);
  manager.setShowPopup(false, true);
}
