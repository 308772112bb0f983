import type { ComponentType } from 'react';
import { reportLoadFailure } from '../shared/report-load-failure';
import type { FrameProps } from './frame';

let view: ComponentType<FrameProps> | undefined;
let loading: Promise<void> | undefined;

/**
 * Fetches the frame's view once for every frame on the page: it is not in the UI chunk, because most pages have no
 * frame. Never rejects: a failure is reported, the frames stay empty (their content stays parked), and the next
 * frame to mount tries again.
 */
export function loadFrameView(): Promise<void> {
  return (loading ??= import('./frame').then(
    (module) => {
      view = module.Frame;
    },
    (error: unknown) => {
      loading = undefined;
      reportLoadFailure('Failed to load the consent frame view', error);
    },
  ));
}

/** `<consent-frame>`'s view. Its element mounts only after `loadFrameView()`, so this never has to suspend. */
export function FrameOnDemand(props: FrameProps) {
  const View = view;
  return View ? <View {...props} /> : null;
}
