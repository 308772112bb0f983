import { CATEGORY_NAMES } from '../core/categories';
import type { Feature } from '../core/consent-manager';

/**
 * `clearOnRevoke`: when a category stops being granted, its configured cookies and localStorage keys are removed.
 * The removal code loads on demand (clear-storage.ts): a revocation is rare, and only then is it needed.
 */
export const clearOnRevoke: Feature = (manager) =>
  manager.subscribe((next, prev) => {
    const rules = manager.config.clearOnRevoke;
    const revoked = CATEGORY_NAMES.filter((name) => prev.consents[name] && !next.consents[name]);
    const entries = [
      ...revoked.flatMap((name) => rules?.[name] ?? []),
      // A revoked service's cookies (its category revoked, or the service alone).
      ...manager.config.services.flatMap(({ id, cookies }) =>
        prev.serviceConsents[id] && !next.serviceConsents[id] ? (cookies ?? []) : [],
      ),
    ];
    if (!entries.length || typeof document === 'undefined') return;
    import('./clear-storage')
      .then(({ clearStorage }) => clearStorage(entries, document, location))
      .catch((cause) =>
        manager.reportError({ code: 'CONFIG_ERROR', message: 'Failed to clear revoked cookies', cause }),
      );
  });
