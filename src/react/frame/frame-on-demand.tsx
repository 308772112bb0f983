import { viewOnDemand } from '../../ui/view-on-demand';
import type { FrameViewProps } from './frame';

/**
 * The frame's view is not in the UI chunk, because most pages have no frame. If it cannot load, the frames stay
 * empty (their content stays parked) and the next frame to mount tries again.
 */
const frameView = viewOnDemand(
  () => import('./frame').then((module) => module.FrameView),
  'Failed to load the consent frame view',
);

export const loadFrameView = frameView.load;

/** `<consent-frame>`'s view. Its element mounts only after `loadFrameView()`, so this never has to suspend. */
export function FrameOnDemand(props: FrameViewProps) {
  const View = frameView.current();
  return View ? <View {...props} /> : null;
}
