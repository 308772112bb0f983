import type { ResolvedConfig } from './config';

/**
 * What a reconfiguration must redo: `[client, storage, decision, gpc]` are whether the backend client, the
 * storage key, the stored decision's reading (key, revision or expiry) and Global Privacy Control's options changed.
 */
export function configChanges(
  previous: ResolvedConfig, next: ResolvedConfig,
): [client: boolean, storage: boolean, decision: boolean, gpc: boolean] {
  const storage = next.storageKey !== previous.storageKey;
  return [
    next.mode !== previous.mode || next.backendURL !== previous.backendURL
      || next.endpointHandlers !== previous.endpointHandlers,
    storage,
    storage || next.revision !== previous.revision || next.consentExpiryDays !== previous.consentExpiryDays,
    next.honorGlobalPrivacyControl !== previous.honorGlobalPrivacyControl
      || `${next.gpcCategories}` !== `${previous.gpcCategories}`,
  ];
}
