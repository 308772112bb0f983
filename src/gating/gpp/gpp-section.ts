import { CmpApi, CmpDisplayStatus, CmpStatus, SignalStatus } from '@iabgpp/cmpapi';
import type { ResolvedConfig } from '../../core/config';
import type { ConsentState } from '../../core/consent-state';
import type { GppConfig, GppSectionName } from '../../core/gpp-options';
import { gppFields, SECTION_IDS, sectionFor } from './gpp-fields';
import { publish, takeQueue, type GppListener, type GppResponder, type GppWindow } from './gpp-responder';

/** What the API says it supports: `<id>:<name>` for each section it can give. */
const SUPPORTED = Object.entries(SECTION_IDS).map(([name, id]) => `${id}:${name}`);

/**
 * IAB's GPP CMP API (@iabgpp/cmpapi: its commands and its encoder) under an opt-out policy: one US section, the
 * visitor's, its fields following the consent in force. Loaded on demand (gpp.ts): a page under any other policy never
 * downloads the encoder. The stub's queued calls are answered after the first update, in their order.
 */
export function startGpp(win: GppWindow, options: GppConfig, handed: GppListener[]): GppResponder {
  let queued: unknown[][] | undefined = takeQueue(win);
  // CmpApi takes over `__gpp` and answers the queue at once: it gets none, so the calls see the section set. It
  // takes the listeners of IAB's stub (`__gpp('events')`): there, those of the API it takes over from.
  win.__gpp = (command) => (command == 'events' ? handed : []);
  const api = new CmpApi(options.cmpId, options.cmpVersion);
  const queue = listenerQueue(api);
  // New listeners' ids after the handed ones' (CmpApi counts from 1000 whatever it took).
  queue.queueNumber = Math.max(queue.queueNumber, ...handed.map(({ id }) => id + 1));
  api.setSupportedAPIs(SUPPORTED);
  let section: GppSectionName | undefined;
  let encoded: string | undefined;

  function update(state: ConsentState, config: ResolvedConfig) {
    const gpp = config.gpp!;
    const next = sectionFor(state, config);
    if (next !== section) {
      if (section) api.deleteSection(section);
      section = next;
      api.setApplicableSections([SECTION_IDS[next]]);
    }
    for (const [field, value] of gppFields(state, gpp)) {
      try {
        api.setFieldValue(next, field, value);
      } catch {
        // Not a field of this section (a state section has fewer than usnat).
      }
    }
    const display = state.showPopup ? CmpDisplayStatus.VISIBLE : CmpDisplayStatus.HIDDEN;
    if (api.getCmpDisplayStatus() !== display) api.setCmpDisplayStatus(display);
    const string = api.getGppString();
    if (queued) {
      // The first update: the string, then the calls that waited for it.
      api.setCmpStatus(CmpStatus.LOADED);
      encoded = string;
      if (handed.length) api.fireSectionChange(next);
      api.setSignalStatus(SignalStatus.READY);
      for (const call of queued.splice(0)) (win.__gpp as (...args: unknown[]) => void)(...call);
      queued = undefined;
    } else if (string !== encoded) {
      encoded = string;
      api.setSignalStatus(SignalStatus.NOT_READY);
      api.fireSectionChange(next);
      api.setSignalStatus(SignalStatus.READY);
    }
  }
  return publish({
    update,
    gppString: () => api.getGppString(),
    listeners: () => [...queue.eventQueue].map(([id, { callback, parameter }]) => ({ id, callback, parameter })),
  });
}

/** CmpApi's listener queue: its listeners are handed over, which its public API does not offer. */
interface ListenerQueue {
  eventQueue: Map<number, Omit<GppListener, 'id'>>;
  queueNumber: number;
}
const listenerQueue = (api: CmpApi) =>
  (api as unknown as { cmpApiContext: { eventQueue: ListenerQueue } }).cmpApiContext.eventQueue;
