import type { Feature } from '../../core/consent-manager';
import { gppSignal } from '../../core/gpp-signal';
import { pageSlot } from '../../core/page-slot';
import type { GppResponder, StartGpp } from './gpp-responder';
import { installGppStub } from './gpp-stub';

/** Page-wide: the API loaded, and whether it is the opt-out one. */
interface GppSlot {
  optOut?: boolean;
  api?: Promise<GppResponder | void>;
}

/**
 * With the `gpp` option, IAB's GPP API on the page: the queueing stub at once, then, when the decision in force is
 * known, the API that answers: the encoder's (gpp-section.ts) under an opt-out policy, else the one that says no
 * section applies (gpp-no-section.ts). Each is a file of its own, loaded on demand, and follows every change.
 */
export const gpp: Feature = (manager) => {
  const win = globalThis.window;
  if (!manager.config.gpp || !win?.document) return () => {};
  installGppStub(win, win.document);
  const slot = pageSlot<GppSlot>('gpp-api', () => ({}));
  const follow = () => {
    const state = manager.getState();
    if (!state.isReady) return;
    const optOut = state.policy?.model === 'opt-out';
    if (optOut !== slot.optOut) {
      slot.optOut = optOut;
      const load: Promise<{ startGpp: StartGpp }> = optOut ? import('./gpp-section') : import('./gpp-no-section');
      // One API after the other, in the order the policy changed: each takes over the previous one's listeners.
      slot.api = (slot.api ?? Promise.resolve())
        .then((previous) =>
          load.then(({ startGpp }) => startGpp(win, manager.config.gpp!, previous?.listeners() ?? [])),
        )
        .catch((cause) => manager.reportError({ code: 'CONFIG_ERROR', message: 'GPP API failed to load', cause }));
    }
    gppSignal().settled = slot.api!.then((api) => api?.update(manager.getState(), manager.config));
  };
  follow();
  return manager.subscribe(follow);
};
gpp.actsAtOnce = (config) => !!config.gpp;
