import { front, type VendorBefore, type VendorChange } from './vendor';

// Matomo's cookie consent on `_paq`, the queue of its snippet (`_paq = window._paq = window._paq || []`).

/** Before the tag: `['requireCookieConsent']` ahead of `trackPageView`, then `['setCookieConsentGiven']` if granted. */
export const before: VendorBefore = (win, states) =>
  front((win._paq ||= []), ['requireCookieConsent'], ...(states()[0] ? [['setCookieConsentGiven']] : []));

/** On a change: `['setCookieConsentGiven']` / `['forgetCookieConsentGiven']`. */
export const change: VendorChange = (win, granted) =>
  (win._paq ||= []).push([granted[0] ? 'setCookieConsentGiven' : 'forgetCookieConsentGiven']);
