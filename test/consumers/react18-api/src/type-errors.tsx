// Compile-only: what the React entry's types must reject (tsc fails if an expected error is missing).
import { CookieBanner, Frame, useConsentManager } from 'consent-elements/react';

// @ts-expect-error: Frame's category is one of the five names
export const badCategory = <Frame category="ads" />;
// @ts-expect-error: texts come from translations, not props
export const titled = <CookieBanner title="Cookies" />;
// @ts-expect-error: boolean props take booleans
export const stringly = <CookieBanner trapFocus="no" />;
export function BadHas() {
  // @ts-expect-error: has() takes a category name or a condition
  return <p>{String(useConsentManager().has('ads'))}</p>;
}
