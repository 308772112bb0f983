import type { PageAccess } from '../src/core/page-object';

let connected: PageAccess;

/**
 * Hands the elements the page's manager and loading bar. Each entry calls it once, through defineConsentElements
 * before the tags are registered (define-consent-elements.ts), so a tag already on the page finds it when
 * its definition upgrades it.
 */
export function connectElements(page: PageAccess): void {
  connected = page;
}

/** The page the entry handed the elements. */
export const connectedPage = (): PageAccess => connected;
