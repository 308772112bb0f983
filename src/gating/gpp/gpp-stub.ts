/** IAB's GPP CMP API call: `__gpp(command, callback, parameter, version)`. */
export type GppCallback = (data: unknown, success: boolean) => void;
export type GppFunction = (command?: string, callback?: GppCallback, parameter?: unknown, version?: string) => unknown;

import type { GppWindow } from './gpp-responder';

/**
 * IAB's queueing stub: `window.__gpp` keeps every call until the API loads (`__gpp()` or `__gpp('queue')` hands the
 * queue over, as @iabgpp/cmpapi expects), and the `__gppLocator` frame tells scripts in other frames that this one
 * answers `__gppCall` messages. A page that has `__gpp` already (another CMP, or ours) keeps it.
 */
export function installGppStub(win: GppWindow, doc: Document): void {
  if (win.__gpp) return;
  const queue: unknown[][] = [];
  win.__gpp = (...call) => (!call.length || call[0] == 'queue' ? queue : queue.push(call));
  win.addEventListener('message', (event) => {
    let data = event.data;
    try {
      data = typeof data == 'string' ? JSON.parse(data) : data;
    } catch {
      return;
    }
    const call = data?.__gppCall;
    // A frame's call is answered by whatever `__gpp` is in place then: the stub's queue or the loaded API.
    if (call)
      win.__gpp?.(
        call.command,
        (returnValue, success) => {
          const reply = { __gppReturn: { returnValue, success, callId: call.callId } };
          (event.source as Window | null)?.postMessage(
            typeof event.data == 'string' ? JSON.stringify(reply) : reply,
            '*',
          );
        },
        call.parameter,
        call.version,
      );
  });
  const locate = () => {
    if (doc.body) {
      const frame = doc.createElement('iframe');
      frame.name = '__gppLocator';
      frame.style.display = 'none';
      doc.body.appendChild(frame);
    } else doc.addEventListener('DOMContentLoaded', locate, { once: true });
  };
  if (!win.frames['__gppLocator' as unknown as number]) locate();
}
