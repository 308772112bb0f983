import type { Feature } from '../../core/consent-manager';
import type { GppResponder, StartGpp } from './gpp-responder';
import { installGppStub } from './gpp-stub';

/**
 * With the `gpp` option, IAB's GPP API on the page: the queueing stub at once, then, when the policy in force is
 * known, the API that answers: the encoder's (gpp-section.ts) under an opt-out policy, else the one that says no
 * section applies (gpp-no-section.ts). Each is a file of its own, loaded on demand.
 */
export const gpp: Feature = (manager) => {
  const config = manager.config.gpp;
  const win = globalThis.window;
  if (!config || !win?.document) return () => {};
  installGppStub(win, win.document);
  let optOut: boolean | undefined;
  let loaded: Promise<GppResponder | undefined> | undefined;
  const choose = () => {
    const state = manager.getState();
    if (!state.isReady || (state.policy?.model === 'opt-out') === optOut) return;
    optOut = state.policy?.model === 'opt-out';
    const previous = loaded;
    const load: Promise<{ startGpp: StartGpp }> = optOut ? import('./gpp-section') : import('./gpp-no-section');
    const current: Promise<GppResponder | undefined> = (loaded = Promise.all([load, previous]).then(
      ([{ startGpp }, before]) => {
        before?.stop();
        return loaded === current ? startGpp(manager, config, win) : undefined;
      },
      (cause) => {
        manager.reportError({ code: 'CONFIG_ERROR', message: 'GPP API failed to load', cause });
        return undefined;
      },
    ));
  };
  const unsubscribe = manager.subscribe(choose);
  choose();
  return () => {
    unsubscribe();
    optOut = undefined;
    const last = loaded;
    loaded = undefined;
    void last?.then((responder) => responder?.stop());
  };
};
