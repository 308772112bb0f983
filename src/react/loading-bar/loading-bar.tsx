import { useEffect, useRef, useSyncExternalStore } from 'react';
import { getLoadingBar } from '../../page/singleton';
import { booleanAttribute } from '../../ui/attributes';
import { ThemeRoot } from '../shared/theme-root';
import { useAdoptedStyles } from '../shared/use-adopted-styles';
import { useConsent } from '../shared/use-consent';
import { loadingBarSheet } from './loading-bar.styles';

export interface LoadingBarProps {
  container?: ShadowRoot;
  noStyle?: string;
}

/** The top-of-page progress bar: runs while consent info loads or a decision is saved, and on `loadingBar.start()`. */
export function LoadingBar({ container, noStyle }: LoadingBarProps) {
  const bar = getLoadingBar();
  const value = useSyncExternalStore(bar.subscribe, () => bar.getState().value);
  const busy = useConsent((state) => state.isLoadingConsentInfo || state.isSaving);
  const ui = useConsent((state) => state.ui);
  const wasBusy = useRef(false);
  useAdoptedStyles(container, loadingBarSheet, booleanAttribute(noStyle, ui.noStyle));

  useEffect(() => {
    if (busy) bar.start();
    else if (wasBusy.current) bar.done();
    wasBusy.current = busy;
  }, [busy, bar]);

  if (value === null) return null;
  return (
    <ThemeRoot animate>
      <div part="bar" className="bar" data-done={value >= 1} aria-hidden="true" style={{ transform: `translate3d(${(value - 1) * 100}%, 0, 0)` }}>
        <div part="peg" className="peg" />
      </div>
    </ThemeRoot>
  );
}
