import { useEffect, useReducer } from 'react';
import type { ConsentManager } from '../../core/manager-api';
import type { ViewOnDemand } from '../../ui/view-on-demand';

/**
 * `view` once it is there and `wanted`, else undefined; fetches it when wanted and renders again when it arrives.
 * Whether to fetch follows what this render showed, not `view.current()` in the effect: a preload (Customize) can
 * land between the render and its effect, and that render must still be followed by one that shows the view.
 * A new `retry` value tries a failed fetch again; `failed` hears that a fetch failed (reported already).
 */
export function useViewOnDemand<View>(
  view: ViewOnDemand<View>,
  wanted: boolean,
  manager: () => ConsentManager,
  retry?: unknown,
  failed?: () => void,
): View | undefined {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const shown = wanted ? view.current() : undefined;
  useEffect(() => {
    // An unmounted component's rerender is a no-op.
    if (wanted && !shown) void view.load(manager).then((loaded) => (loaded ? rerender() : failed?.()));
    // `failed` is read when the fetch settles; a new function each render must not fetch again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view, wanted, shown, manager, retry]);
  return shown;
}
