// consent-elements' own storage: necessary by definition (it is where the decision lives).

const PROVIDER = 'consent-elements';

/**
 * @param {{ storageKey?: string, cookieName?: string }} names the page's configured names, when it changed them
 * @returns {import('./scan-config.mjs').KnownItem[]}
 */
export function ownItems({ storageKey = 'privacy-consent-storage', cookieName = 'consent-elements' } = {}) {
  return [
    {
      name: storageKey,
      type: 'localStorage',
      category: 'necessary',
      provider: PROVIDER,
      purpose: "Stores the visitor's consent decision.",
    },
    {
      name: cookieName,
      type: 'cookie',
      category: 'necessary',
      provider: PROVIDER,
      purpose: 'Mirrors the consent decision so the server and subdomains can read it.',
    },
    {
      name: 'c15t-consent',
      type: 'localStorage',
      category: 'necessary',
      provider: PROVIDER,
      purpose: 'Remembers that the consent decision was sent to the consent backend.',
    },
    {
      name: 'consent-elements-receipts',
      type: 'localStorage',
      category: 'necessary',
      provider: PROVIDER,
      purpose: "Keeps the receipts of the visitor's consent decisions.",
    },
    {
      name: 'consent-elements-pending',
      type: 'localStorage',
      category: 'necessary',
      provider: PROVIDER,
      purpose: 'Holds consent decisions not yet acknowledged by the consent backend, so none is lost.',
    },
    {
      name: 'consent-elements-pending-generation',
      type: 'localStorage',
      category: 'necessary',
      provider: PROVIDER,
      purpose: 'Tells other tabs of the same site that the pending decisions changed, so each is sent once.',
    },
  ];
}
