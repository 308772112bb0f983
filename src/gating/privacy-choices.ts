import type { Feature } from '../core/consent-manager';

/**
 * With the `policies` option, the page's blank "Your Privacy Choices" links get their label (privacy-links.ts, on
 * demand); a page without policies loads nothing.
 */
export const privacyChoices: Feature = (manager) => {
  const doc = globalThis.document;
  if (!manager.config.policies || !doc) return () => {};
  let stop: (() => void) | undefined;
  let stopped = false;
  // A failure to load or to start (it runs later, outside the manager's guard) is reported, not thrown.
  import('./privacy-links')
    .then(({ labelPrivacyLinks }) => {
      if (!stopped) stop = labelPrivacyLinks(manager, doc);
    })
    .catch((cause) =>
      manager.reportError({ code: 'CONFIG_ERROR', message: 'Failed to load the privacy links', cause }),
    );
  return () => {
    stopped = true;
    stop?.();
  };
};
