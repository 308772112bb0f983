import { lazy, Suspense, useState } from 'react';
import { getConsentManager } from '../../core/singleton';
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

/** Starts loading the dialog's code (the banner calls it when the visitor points at or focuses Customize). */
export const preloadDialog = () => import('./dialog');

const Dialog = lazy(() => preloadDialog().then((module) => ({ default: module.Dialog })));

/**
 * `<consent-dialog>`: its view, panel and styles load the first time the dialog opens (at once for the inline
 * widget), so the many visitors who never open it never download them.
 */
export function DialogOnDemand(props: DialogProps) {
  const open = useConsent((state) => state.isPrivacyDialogOpen);
  const [needed, setNeeded] = useState(false);
  if (!needed && (open || props.variant === 'widget')) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
