import type { ConsentManager } from '../core/manager-api';

/** A view failed to render or to load: a `consent-error` for the page (the console if there is no store). */
export function reportRenderError(manager: (() => ConsentManager) | undefined, message: string, cause: unknown): void {
  try {
    manager!().reportError({ code: 'RENDER_ERROR', message, cause });
  } catch {
    console.error(`[consent-elements] ${message}`, cause);
  }
}
