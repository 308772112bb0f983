import type { GppConfig } from '../../core/gpp-options';
import type { GppCallback } from './gpp-stub';
import { publish, takeQueue, type GppListener, type GppResponder, type GppWindow } from './gpp-responder';

/** A GPP string of the header alone: version 1, no section (what IAB's encoder writes for an empty model). */
const NO_SECTION = 'DBAA';

/**
 * `__gpp` where no US section applies (a policy of another model, or no `policies`): GPP 1.1's answers with
 * `applicableSections: [-1]`, and no encoder to download. Queued calls are answered in their order.
 */
export function startGpp(win: GppWindow, options: GppConfig, handed: GppListener[]): GppResponder {
  let queued: unknown[][] | undefined = takeQueue(win);
  const listeners = new Map(handed.map(({ id, callback }) => [id, callback]));
  let lastId = Math.max(0, ...listeners.keys());
  let display = 'hidden';
  const ping = () => ({
    gppVersion: '1.1',
    cmpStatus: 'loaded',
    cmpDisplayStatus: display,
    signalStatus: 'ready',
    supportedAPIs: [],
    cmpId: options.cmpId,
    sectionList: [],
    applicableSections: [-1],
    gppString: NO_SECTION,
    parsedSections: {},
  });
  const event = (eventName: string, listenerId: number, data: unknown) => ({
    eventName,
    listenerId,
    data,
    pingData: ping(),
  });
  const gpp = (command?: string, callback?: GppCallback, parameter?: unknown) => {
    const answer = (data: unknown, success = true) => callback?.(data, success);
    if (command == 'ping') answer(ping());
    else if (command == 'addEventListener') {
      listeners.set(++lastId, callback!);
      answer(event('listenerRegistered', lastId, true));
    } else if (command == 'removeEventListener') {
      const id = parameter as number;
      answer(event('listenerRemoved', id, listeners.delete(id)));
    } else if (command == 'hasSection') answer(false);
    else if (command == 'getSection' || command == 'getField') answer(null);
    else answer(null, false);
  };
  win.__gpp = gpp;
  return publish({
    update(state) {
      const next = state.showPopup ? 'visible' : 'hidden';
      if (next !== display) {
        display = next;
        for (const [id, listener] of listeners) listener(event('cmpDisplayStatus', id, next), true);
      }
      if (queued) {
        // The listeners of the API this one took over hear that the string changed (no section now).
        for (const [id, listener] of listeners) listener(event('signalStatus', id, 'ready'), true);
        for (const call of queued.splice(0)) (gpp as (...args: unknown[]) => void)(...call);
      }
      queued = undefined;
    },
    gppString: () => NO_SECTION,
    listeners: () => [...listeners].map(([id, callback]) => ({ id, callback })),
  });
}
