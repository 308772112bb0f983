import { useState } from 'react';
import { viewOnDemand } from '../../ui/view-on-demand';
import { useConsent } from '../shared/use-consent';
import { usePage } from '../shared/page-context';
import { useViewOnDemand } from '../shared/use-view-on-demand';
import { dialogUnavailable } from '../../ui/banner/banner-actions';
import type { DialogProps } from './dialog';

const dialogView = viewOnDemand(
  () => import('./dialog').then((module) => module.Dialog),
  'Failed to load the consent dialog view',
);

/**
 * Fetches the dialog's view (the banner calls it when the visitor points at or focuses Customize); resolves whether
 * it is there.
 */
export const preloadDialog = dialogView.load;

/**
 * `<consent-dialog>`: its view, panel and styles load the first time the dialog opens (at once for the inline
 * widget), so the many visitors who never open it never download them. Not React.lazy: React holds a suspended
 * boundary's first reveal for 300 ms, and the dialog is usually preloaded before it opens, so it renders at once.
 */
export function DialogOnDemand(props: DialogProps) {
  const { manager } = usePage();
  const open = useConsent((state) => state.isPrivacyDialogOpen);
  const [needed, setNeeded] = useState(false);
  if (!needed && (open || props.variant === 'widget')) setNeeded(true);
  const failed = () => open && dialogUnavailable(manager());
  const View = useViewOnDemand(dialogView, needed, manager, open, failed);
  return View ? <View {...props} onRenderError={failed} /> : null;
}
