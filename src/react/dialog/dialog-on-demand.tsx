import { useEffect, useState } from 'react';
import { getConsentManager } from '../../page/singleton';
import { viewOnDemand } from '../../ui/view-on-demand';
import { useConsent } from '../shared/use-consent';
import type { DialogProps } from './dialog';

/**
 * `<consent-dialog>` mounts its React tree only once the dialog is needed: when it opens, or at once for the inline
 * widget (a later `variant="widget"` mounts it through the attribute change). Until then the page pays nothing for
 * it; a React root with its event listeners is about 45 KB of heap.
 */
export function mountWhenDialogNeeded(host: HTMLElement, mount: () => void): void {
  if (host.getAttribute('variant') === 'widget') return mount();
  let manager;
  try {
    manager = getConsentManager();
  } catch {
    return mount(); // the view reports a broken configuration
  }
  if (manager.getState().isPrivacyDialogOpen) return mount();
  const unsubscribe = manager.subscribe((state) => {
    if (!state.isPrivacyDialogOpen) return;
    unsubscribe();
    mount();
  });
}

const dialogView = viewOnDemand(() => import('./dialog').then((module) => module.Dialog), 'Failed to load the consent dialog view');

/** Fetches the dialog's view (the banner calls it when the visitor points at or focuses Customize); resolves whether it is there. */
export const preloadDialog = dialogView.load;

/**
 * `<consent-dialog>`: its view, panel and styles load the first time the dialog opens (at once for the inline
 * widget), so the many visitors who never open it never download them. Not React.lazy: React holds a suspended
 * boundary's first reveal for 300 ms, and the dialog is usually preloaded before it opens, so it renders at once.
 */
export function DialogOnDemand(props: DialogProps) {
  const open = useConsent((state) => state.isPrivacyDialogOpen);
  const [needed, setNeeded] = useState(false);
  const [, setLoaded] = useState(false);
  if (!needed && (open || props.variant === 'widget')) setNeeded(true);
  useEffect(() => {
    if (needed && !dialogView.current()) void preloadDialog().then(setLoaded);
  }, [needed, open]);
  const View = dialogView.current();
  return needed && View ? <View {...props} /> : null;
}
