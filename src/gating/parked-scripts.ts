import type { ConsentManager, Feature } from '../core/consent-manager';
import { onConsentsChange } from '../core/page-effects';
import { pageSlot } from '../core/page-slot';
import { elementGate, isGateError } from './element-gate';
import { reportOncePerElement } from './report-once';
import type { ScriptWriter } from './trusted-scripts';
import { watchElements } from './watch-elements';

const PARKED_SCRIPT_SELECTOR = 'script[type="text/plain"][data-category], script[type="text/plain"][data-service]';

/** Page-wide state, shared by every copy of the bundle and by successive installs (reconfigure). */
interface SharedSlot {
  /** Parked scripts already turned into real ones: each runs at most once. */
  activated: WeakSet<Element>;
  /** An external script is loading: nothing else activates until it loads or fails. */
  busy: boolean;
  /** Pumps of live installs, woken when the busy script settles. */
  waiters: Set<() => void>;
}

const shared = () =>
  pageSlot<SharedSlot>('parked-scripts', () => ({ activated: new WeakSet(), busy: false, waiters: new Set() }));

/**
 * `<script type="text/plain" data-category="measurement">` anywhere in the document, including ones added later:
 * once the category is granted the script is replaced by a real `<script>` carrying every attribute (`data-type`
 * becomes `type`, e.g. `data-type="module"`), its text and its CSP nonce. Scripts activate in document order and one
 * external script at a time (the next starts after the previous loads or fails), so dependent tags keep their order.
 * Each runs at most once; withdrawing consent later does not (cannot) undo a script that ran. `data-category` must be
 * exactly one category name; anything else is reported as a CATEGORY_ERROR once and the script never runs. A script
 * Trusted Types refuse is reported (SCRIPT_ERROR) and stays parked, so the next consent change tries it again.
 */
export const createParkedScripts =
  (write: ScriptWriter): Feature =>
  (manager) => {
    const doc = globalThis.document;
    if (!doc) return () => {};
    const slot = shared();
    const report = reportOncePerElement(manager);
    const queued = new WeakSet<Element>();
    const pending: HTMLScriptElement[] = [];
    let disposed = false;

    /** `data-service` (the service's category), else `data-category`. */
    const gateOf = (parked: Element) =>
      elementGate(
        manager,
        parked,
        parked.getAttribute('data-service'),
        parked.getAttribute('data-category'),
        'a parked <script>',
      );
    const visit = (element: Element) => {
      const parked = element as HTMLScriptElement;
      if (slot.activated.has(parked) || queued.has(parked)) return;
      const gate = gateOf(parked);
      if (isGateError(gate)) return report(gate);
      if (!manager.has(gate)) return;
      queued.add(parked);
      insertInDocumentOrder(pending, parked);
    };

    /** Activates pending scripts in order, stopping at each external one until it settles. */
    const pump = () => {
      while (!disposed && !slot.busy && pending.length) {
        const parked = pending.shift()!;
        const gate = gateOf(parked);
        if (!parked.isConnected || parked.type !== 'text/plain' || isGateError(gate) || !manager.has(gate)) {
          queued.delete(parked); // still parked: a later grant (or edit) queues it again
          continue;
        }
        const script = activate(manager, doc, parked, slot, write);
        if (!script) queued.delete(parked);
        else if (script.hasAttribute('src')) waitFor(script, slot);
      }
    };

    const scan = () => {
      doc.querySelectorAll(PARKED_SCRIPT_SELECTOR).forEach(visit);
      pump();
    };
    slot.waiters.add(pump);
    const stopWatching = watchElements(
      doc,
      PARKED_SCRIPT_SELECTOR,
      ['type', 'data-category', 'data-service'],
      (element) => {
        visit(element);
        pump();
      },
    );
    const unsubscribe = onConsentsChange(manager, scan);
    return () => {
      disposed = true;
      slot.waiters.delete(pump);
      stopWatching();
      unsubscribe();
    };
  };

function insertInDocumentOrder(list: HTMLScriptElement[], element: HTMLScriptElement) {
  const index = list.findIndex((other) => element.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING);
  if (index === -1) list.push(element);
  else list.splice(index, 0, element);
}

/**
 * Swaps the parked script for a live copy; returns the live one (an inline classic script has run by now), or
 * nothing when the page's Trusted Types refused it (reported; it stays parked).
 */
function activate(
  manager: ConsentManager,
  doc: Document,
  parked: HTMLScriptElement,
  slot: SharedSlot,
  write: ScriptWriter,
) {
  const script = doc.createElement('script');
  for (const { name, value } of parked.attributes) {
    if (name !== 'type' && name !== 'nonce' && name !== 'src') script.setAttribute(name, value);
  }
  const type = parked.getAttribute('data-type');
  if (type) script.setAttribute('type', type);
  // Under CSP the nonce attribute reads back empty; the property keeps the real value.
  const nonce = parked.nonce || parked.getAttribute('nonce');
  if (nonce) script.nonce = nonce;
  // Keep order among external scripts (inserted scripts are async by default).
  const src = parked.getAttribute('src') ?? undefined;
  if (src !== undefined && !parked.hasAttribute('async')) script.async = false;
  try {
    write(script, { src, text: parked.text });
  } catch (error) {
    manager.reportError({ code: 'SCRIPT_ERROR', message: (error as Error).message, element: parked, cause: error });
    return undefined;
  }
  slot.activated.add(parked);
  parked.replaceWith(script);
  return script;
}

function waitFor(script: HTMLScriptElement, slot: SharedSlot) {
  slot.busy = true;
  const settle = () => {
    script.removeEventListener('load', settle);
    script.removeEventListener('error', settle);
    slot.busy = false;
    for (const pump of [...slot.waiters]) pump();
  };
  script.addEventListener('load', settle);
  script.addEventListener('error', settle);
}
