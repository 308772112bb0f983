import { HANDLER_KEYS, type ResolvedConfig } from './config';

/**
 * What a reconfiguration must redo: `[client, storage, decision, gpc]` are whether the backend client, the
 * storage key, the stored decision's reading (key, revision or expiry) and Global Privacy Control's options changed.
 * Custom handlers count by identity, one by one: `configure()` called again with the same options (a single-page app
 * re-rendering) must not build a new client and fetch the banner info again.
 */
export function configChanges(
  previous: ResolvedConfig, next: ResolvedConfig,
): [client: boolean, storage: boolean, decision: boolean, gpc: boolean] {
  const storage = next.storageKey !== previous.storageKey;
  return [
    next.mode !== previous.mode || next.backendURL !== previous.backendURL
      || HANDLER_KEYS.some((key) => next.endpointHandlers[key] !== previous.endpointHandlers[key]),
    storage,
    storage || next.revision !== previous.revision || next.consentExpiryDays !== previous.consentExpiryDays,
    next.honorGlobalPrivacyControl !== previous.honorGlobalPrivacyControl
      || `${next.gpcCategories}` !== `${previous.gpcCategories}`,
  ];
}
