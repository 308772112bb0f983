import type { Translations } from './translation-types';

/**
 * The opt-out model's strings, as a US notice at collection reads (the store's strings,
 * src/core/language-controller.ts, and the painted notice, src/server, alike): the notice and the dialog are titled
 * "Your Privacy Choices" (`common.privacyChoices`), say what is sold or shared for targeted advertising (`optOut`),
 * and Reject All is the one-click opt-out, labelled as such. The notice's other two buttons are labelled by
 * banner-markup.ts (the dialog keeps its Accept All). Changes `translations` in place.
 */
export function asOptOutNotice(translations: Translations): Translations {
  const { cookieBanner, consentManagerDialog, common, optOut } = translations;
  cookieBanner.title = consentManagerDialog.title = common.privacyChoices;
  cookieBanner.description = optOut.description;
  consentManagerDialog.description = optOut.dialogDescription;
  common.rejectAll = optOut.optOutButton;
  return translations;
}
