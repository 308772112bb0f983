import { HANDLER_KEYS, type ResolvedConfig } from './config';

/** What a reconfiguration must redo, in this order. */
interface ConfigChanges {
  /** The backend client: the mode, the backend URL or a custom handler changed. */
  client: boolean;
  /** The storage: its key changed. */
  storage: boolean;
  /** The stored decision's reading: the key, the revision or the expiry changed. */
  decision: boolean;
  /** Global Privacy Control's options changed. */
  gpc: boolean;
}

/**
 * What a reconfiguration must redo. Custom handlers count by identity, one by one: `configure()` called again with
 * the same options (a single-page app re-rendering) must not build a new client and fetch the banner info again.
 */
export function configChanges(previous: ResolvedConfig, next: ResolvedConfig): ConfigChanges {
  const storage = next.storageKey !== previous.storageKey;
  return {
    client:
      next.mode !== previous.mode ||
      next.backendURL !== previous.backendURL ||
      HANDLER_KEYS.some((key) => next.endpointHandlers[key] !== previous.endpointHandlers[key]),
    storage,
    decision: storage || next.revision !== previous.revision || next.consentExpiryDays !== previous.consentExpiryDays,
    gpc:
      next.honorGlobalPrivacyControl !== previous.honorGlobalPrivacyControl ||
      `${next.gpcCategories}` !== `${previous.gpcCategories}`,
  };
}
