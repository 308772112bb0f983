import { useEffect, useState, type ComponentType } from 'react';
import { getConsentManager } from '../../core/singleton';
import { reportLoadFailure } from '../shared/report-load-failure';
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

let view: ComponentType<DialogProps> | undefined;
let loading: Promise<boolean> | undefined;

/**
 * Fetches the dialog's view once (the banner calls it when the visitor points at or focuses Customize). Resolves
 * whether it is there; never rejects: a failure is reported and the next call tries again.
 */
export function preloadDialog(): Promise<boolean> {
  return (loading ??= import('./dialog').then(
    (module) => ((view = module.Dialog), true),
    (error: unknown) => {
      loading = undefined;
      reportLoadFailure('Failed to load the consent dialog view', error);
      return false;
    },
  ));
}

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
    if (needed && !view) void preloadDialog().then(setLoaded);
  }, [needed, open]);
  const View = view;
  return needed && View ? <View {...props} /> : null;
}
