/**
 * The five consent categories, in c15t's order of numeric type. Declared here, the lowest layer, because the strings
 * are keyed by them; `src/core/types.ts` exports it as the domain's name.
 */
export type CategoryName = 'necessary' | 'functionality' | 'experience' | 'measurement' | 'marketing';

interface TitleAndDescription {
  title: string;
  description: string;
}

/** Every string the UI shows, in c15t 1.x's sections (so backend translations drop in unchanged). */
export interface Translations {
  common: {
    acceptAll: string;
    rejectAll: string;
    customize: string;
    save: string;
    /** Accessible name of the dialog's close button. */
    close: string;
    /** Text before the branding link in the dialog footer. */
    securedBy: string;
    /** Shown beside the necessary category's switch, which cannot be turned off. */
    alwaysActive: string;
    /** Accessible name of a category's switch (its accordion button has the plain title); `{category}` is the title. */
    allowCategory: string;
    /**
     * Under a category that lists services: how many of them are allowed, e.g. "Services allowed: 3/10" (also the
     * description of its switch, which stays on while some are refused). `{allowed}` and `{total}` are numbers.
     */
    servicesAllowed: string;
    /** Said by the live region once a choice is saved. */
    saved: string;
    /**
     * The "Your Privacy Choices" link (a blank `data-consent-action="open-dialog"` trigger), and the title of the
     * opt-out model's notice and dialog.
     */
    privacyChoices: string;
  };
  cookieBanner: TitleAndDescription & {
    /**
     * The name of the banner's landmark (its host element, host-landmark.ts), which holds the card titled `title`:
     * says what the region is without repeating the title, so a screen reader announces the title once. Its words
     * ("cookie", "consent") are also what consent scanners look for in an `aria-label`.
     */
    landmark: string;
  };
  consentManagerDialog: TitleAndDescription;
  /**
   * The opt-out model's notice and dialog (a US notice at collection), titled `common.privacyChoices`: what is sold
   * or shared for targeted advertising, and the visitor's right to opt out.
   */
  optOut: {
    /** The notice's text (in place of `cookieBanner.description`). */
    description: string;
    /** The one-click opt-out: the notice's and the dialog's Reject All (`reject-button`). */
    optOutButton: string;
    /** The notice's Accept All (`accept-button`): acknowledges the notice, keeping the defaults in force. */
    acknowledgeButton: string;
    /** The notice's Customize (`customize-button`): the link to the choices, the dialog. */
    choicesButton: string;
    /** The dialog's text (in place of `consentManagerDialog.description`). */
    dialogDescription: string;
  };
  consentTypes: Record<CategoryName, TitleAndDescription>;
  /** `{category}` is replaced with the category's title. */
  frame: {
    title: string;
    actionButton: string;
    /** Said by the live region once a frame's content is shown. */
    shown: string;
  };
  /** Labels of the `legalLinks` option's links (c15t 1.8's names). */
  legalLinks: { privacyPolicy: string; cookiePolicy: string; termsOfService: string };
  /** Beside a switch that Global Privacy Control turns off. */
  globalPrivacyControl: { note: string };
  /** The dialog's table of what a category covers (the `cookieDeclaration` option); `{category}` is its title. */
  cookieDeclaration: {
    caption: string;
    name: string;
    provider: string;
    purpose: string;
    duration: string;
    /** Durations as the scan writes them: until the browser session ends; kept until deleted (web storage). */
    session: string;
    persistent: string;
  };
}

/** Any subset of the sections and strings; missing ones fall back to the language's built-ins, then English. */
export type PartialTranslations = {
  [Section in keyof Translations]?: Section extends 'consentTypes'
    ? Partial<Record<CategoryName, Partial<TitleAndDescription>>>
    : Partial<Translations[Section]>;
};
