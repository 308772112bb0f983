import { useEffect, useRef, useSyncExternalStore } from 'react';
import { booleanAttribute } from '../../core/boolean-attribute';
import { loadingBarMarkup } from '../../ui/loading-bar-markup';
import { loadingBarSheets } from '../../ui/loading-bar.styles';
import { ThemeRoot } from '../shared/theme-root';
import { toReact } from '../shared/to-react';
import { useAdoptedStyles } from '../shared/use-adopted-styles';
import { useConsent } from '../shared/use-consent';
import { usePage } from '../shared/page-context';
import { useTakeOver } from '../shared/use-take-over';

interface LoadingBarViewProps {
  container?: ShadowRoot;
  noStyle?: string;
}

/**
 * The top-of-page progress bar: runs while consent info loads or a decision is saved, and on `loadingBar.start()`.
 * The markup (src/ui/loading-bar-markup.ts) rendered by React; it takes over the bar the drop-in painted without
 * React (src/ui/loading-bar.ts) in place.
 */
export function LoadingBarView({ container, noStyle }: LoadingBarViewProps) {
  const bar = usePage().loadingBar();
  const value = useSyncExternalStore(bar.subscribe, () => bar.getState().value);
  const busy = useConsent((state) => state.isLoadingConsentInfo || state.isSaving);
  const ui = useConsent((state) => state.ui);
  const wasBusy = useRef(false);
  useAdoptedStyles(container, loadingBarSheets, booleanAttribute(noStyle, ui.noStyle));
  useTakeOver(container);

  useEffect(() => {
    if (busy) bar.start();
    else if (wasBusy.current) bar.done();
    wasBusy.current = busy;
  }, [busy, bar]);

  if (value === null) return null;
  return <ThemeRoot animate>{toReact(loadingBarMarkup(value))}</ThemeRoot>;
}
