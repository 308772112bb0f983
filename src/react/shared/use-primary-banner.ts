import { useCallback, useSyncExternalStore } from 'react';
import { isPrimaryBanner, watchPrimaryBanner } from '../../ui/banner/primary-banner';

/** Whether the banner in `container` is the one of the page that shows (src/ui/banner/primary-banner.ts). */
export function usePrimaryBanner(container: ShadowRoot | undefined): boolean {
  const host = container?.host;
  const subscribe = useCallback(
    (listener: () => void) => (host ? watchPrimaryBanner(host.ownerDocument, listener) : () => {}),
    [host],
  );
  return useSyncExternalStore(
    subscribe,
    () => !host || isPrimaryBanner(host),
    () => true,
  );
}
