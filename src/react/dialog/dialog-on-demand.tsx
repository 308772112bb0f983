import { lazy, Suspense, useState } from 'react';
import { useConsent } from '../shared/use-consent';
import type { DialogProps } from './dialog';

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
