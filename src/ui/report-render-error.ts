import { getConsentManager } from '../page/singleton';

/** A view failed to render or to load: a `consent-error` for the page (the console if there is no store). */
export function reportRenderError(message: string, cause: unknown): void {
  try {
    getConsentManager().reportError({ code: 'RENDER_ERROR', message, cause });
  } catch {
    console.error(`[consent-elements] ${message}`, cause);
  }
}
