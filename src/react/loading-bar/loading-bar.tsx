import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { booleanAttribute } from '../../ui/attributes';
import { SHELL_ATTRIBUTE } from '../../ui/handoff';
import { barTransform, LOADING_BAR_VIEW_ATTRIBUTE } from '../../ui/loading-bar-markup';
import { loadingBarSheet } from '../../ui/loading-bar.styles';
import { ThemeRoot } from '../shared/theme-root';
import { useAdoptedStyles } from '../shared/use-adopted-styles';
import { useConsent } from '../shared/use-consent';
import { usePage } from '../shared/page-context';

interface LoadingBarViewProps {
  container?: ShadowRoot;
  noStyle?: string;
}

/** The top-of-page progress bar: runs while consent info loads or a decision is saved, and on `loadingBar.start()`. */
export function LoadingBarView({ container, noStyle }: LoadingBarViewProps) {
  const bar = usePage().loadingBar();
  const value = useSyncExternalStore(bar.subscribe, () => bar.getState().value);
  const busy = useConsent((state) => state.isLoadingConsentInfo || state.isSaving);
  const ui = useConsent((state) => state.ui);
  const wasBusy = useRef(false);
  useAdoptedStyles(container, loadingBarSheet, booleanAttribute(noStyle, ui.noStyle));

  // Taking over the bar the drop-in painted without React (src/ui/loading-bar.ts): its nodes go in this first
  // commit, before any paint, and the mark tells the painter to leave this host alone.
  const [painted] = useState(() => (container?.host.hasAttribute(SHELL_ATTRIBUTE) ? [...container.childNodes] : []));
  useLayoutEffect(() => {
    const host = container?.host;
    for (const node of painted) node.remove();
    host?.removeAttribute(SHELL_ATTRIBUTE);
    host?.setAttribute(LOADING_BAR_VIEW_ATTRIBUTE, '');
    return () => host?.removeAttribute(LOADING_BAR_VIEW_ATTRIBUTE);
  }, [container, painted]);

  useEffect(() => {
    if (busy) bar.start();
    else if (wasBusy.current) bar.done();
    wasBusy.current = busy;
  }, [busy, bar]);

  if (value === null) return null;
  return (
    <ThemeRoot animate>
      <div
        part="bar"
        className="bar"
        data-done={value >= 1}
        aria-hidden="true"
        style={{ transform: barTransform(value) }}
      >
        <div part="peg" className="peg" />
      </div>
    </ThemeRoot>
  );
}
