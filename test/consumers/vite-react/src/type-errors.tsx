// Compile-only: what the typings must reject (tsc fails if an expected error is missing). Not part of the build.
import type {} from 'consent-elements/react';
import { getConsentManager, type ConsentChangeDetail } from 'consent-elements';

// @ts-expect-error: category is one of the five names
export const badCategory = <consent-frame category="ads" />;
// @ts-expect-error: variant is 'dialog' or 'widget'
export const badVariant = <consent-dialog variant="sidebar" />;
export const detail: (event: DocumentEventMap['consent-change']) => ConsentChangeDetail = (event) => event.detail;
// @ts-expect-error: has() takes a category name or a condition
getConsentManager().has('ads');
