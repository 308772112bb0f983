import type { ConsentManager } from '../core/consent-manager';

/**
 * The CSP nonce of a script the product inserts: the `nonce` option, else the page's own, read from its scripts
 * (a page's nonce is one value per response; under CSP the attribute reads back empty and the property keeps it).
 * Parked scripts carry their own instead: markup injected into the page must not borrow it.
 */
export function insertionNonce(manager: ConsentManager, doc: Document): string | undefined {
  return manager.config.nonce ?? (doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined);
}
