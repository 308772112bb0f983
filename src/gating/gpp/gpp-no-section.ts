import type { ConsentManager } from '../../core/consent-manager';
import type { GppConfig } from '../../core/gpp-options';
import type { GppCallback } from './gpp-stub';
import { publish, type GppResponder, type GppWindow } from './gpp-responder';

/** A GPP string of the header alone: version 1, no section (what IAB's encoder writes for an empty model). */
const NO_SECTION = 'DBAA';

/**
 * `__gpp` where no US section applies (a policy of another model, or no `policies`): GPP 1.1's answers with
 * `applicableSections: [-1]`, and no encoder to download. Queued calls are answered in their order.
 */
export function startGpp(manager: ConsentManager, config: GppConfig, win: GppWindow): GppResponder {
  const queued = [...((win.__gpp?.() as unknown[][] | undefined) ?? [])];
  const listeners = new Map<number, GppCallback>();
  let lastId = 0;
  const ping = () => ({
    gppVersion: '1.1',
    cmpStatus: 'loaded',
    cmpDisplayStatus: manager.getState().showPopup ? 'visible' : 'hidden',
    signalStatus: 'ready',
    supportedAPIs: [],
    cmpId: config.cmpId,
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
    if (command === undefined) return [];
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
  for (const call of queued) (gpp as (...args: unknown[]) => void)(...call);
  const unsubscribe = manager.subscribe((next, prev) => {
    if (next.showPopup === prev.showPopup) return;
    const status = ping().cmpDisplayStatus;
    for (const [id, listener] of listeners) listener(event('cmpDisplayStatus', id, status), true);
  });
  return publish({ stop: unsubscribe, gppString: () => NO_SECTION });
}
