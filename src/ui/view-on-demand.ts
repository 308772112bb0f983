import type { ConsentManager } from '../core/manager-api';
import { reportRenderError } from './report-render-error';

/** A view fetched the first time it is needed: `current()` once it is there. */
export interface ViewOnDemand<View> {
  current(): View | undefined;
  load(manager?: () => ConsentManager): Promise<boolean>;
}

/**
 * A view kept out of the UI chunk and fetched the first time it is needed, once for every element. `load()`
 * resolves whether it is there and never rejects: a failure is reported to `manager` (else the console) and the
 * next call tries again.
 */
export function viewOnDemand<View>(fetchView: () => Promise<View>, failure: string): ViewOnDemand<View> {
  let view: View | undefined;
  let loading: Promise<boolean> | undefined;
  return {
    current: () => view,
    load: (manager?: () => ConsentManager): Promise<boolean> =>
      (loading ??= fetchView().then(
        (loaded) => ((view = loaded), true),
        (error: unknown) => {
          loading = undefined;
          reportRenderError(manager, failure, error);
          return false;
        },
      )),
  };
}
