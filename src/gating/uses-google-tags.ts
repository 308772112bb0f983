import type { ConsentManager } from '../core/consent-manager';

/** Whether the page uses Google tags: a configured GTM container, or gtag/dataLayer already defined. */
export function usesGoogleTags(manager: Pick<ConsentManager, 'config'>): boolean {
  const win = globalThis as typeof globalThis & { dataLayer?: unknown; gtag?: unknown };
  return !!manager.config.googleTagManager || win.gtag !== undefined || win.dataLayer !== undefined;
}
