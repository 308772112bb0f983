import { getConsentManager } from '../../core/singleton';

/** A view fetched on demand did not load: a `consent-error` for the page (the console if there is no store). */
export function reportLoadFailure(message: string, cause: unknown): void {
  try {
    getConsentManager().reportError({ code: 'RENDER_ERROR', message, cause });
  } catch {
    console.error(`[consent-elements] ${message}`, cause);
  }
}
