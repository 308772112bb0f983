import type { ConsentManager, Feature } from '../core/consent-manager';
import { isDomDocument } from '../core/dom-support';
import type { ScriptCallbackInfo, ResolvedScript } from '../core/options';
import { onConsentsChange } from '../core/page-effects';
import { pageSlot } from '../core/page-slot';
import { randomId } from '../core/random-id';
import { insertionNonce } from './nonce';
import { writeScript } from './trusted-scripts';

type CallbackName = 'onBeforeLoad' | 'onLoad' | 'onError' | 'onConsentChange' | 'onDelete';

/** A managed script that has run (or is running): `persisted` ones lost consent but their element was kept. */
interface LoadedEntry {
  definition: ResolvedScript;
  element: HTMLScriptElement | null;
  persisted: boolean;
}

/** Page-wide state, shared by every copy of the bundle. */
interface SharedSlot {
  /** Anonymous element ids, stable per script id for the life of the page. */
  elementIds: Map<string, string>;
  /** Per manager, so a reinstall (reconfigure) never loads a script twice. */
  loaded: WeakMap<ConsentManager, Map<string, LoadedEntry>>;
}

const shared = () => pageSlot<SharedSlot>('managed-scripts', () => ({ elementIds: new Map(), loaded: new WeakMap() }));

/** `c15t-script-<id>`, or (the default) a random id that does not reveal which script this is. */
export function scriptElementId(definition: Pick<ResolvedScript, 'id' | 'anonymizeId'>): string {
  if (definition.anonymizeId === false) return `c15t-script-${definition.id}`;
  const ids = shared().elementIds;
  let id = ids.get(definition.id);
  if (!id) {
    id = scriptId();
    ids.set(definition.id, id);
  }
  return id;
}

/** Eight characters, starting with a letter so the id is also a valid CSS selector. */
function scriptId(): string {
  const id = randomId(); // both forms end in random hex
  return String.fromCharCode(97 + parseInt(id.slice(-8, -7), 16)) + id.slice(-7);
}

/**
 * The `scripts` option (c15t semantics). A script loads when `alwaysLoad` is set or its condition holds, in the
 * order of the array, at most once per manager; when consent is withdrawn its element is removed (`onDelete`)
 * unless `persistAfterConsentRevoked`, in which case it gets `onDelete` but stays in the page and is reused if consent
 * comes back.
 * Scripts that already loaded only get `onConsentChange` on later changes. The disposer stops listening but removes
 * nothing: a script that ran cannot be unrun.
 * Without a DOM (Node, a server's stand-in document) callback-only scripts still run, as in c15t 1.x: they need no
 * element. The others wait for a page, where they have somewhere to run.
 */
export const managedScripts: Feature = (manager) => {
  const doc = isDomDocument(globalThis.document) ? globalThis.document : undefined;
  const slot = shared();
  let loaded = slot.loaded.get(manager);
  if (!loaded) slot.loaded.set(manager, (loaded = new Map()));
  const entries = loaded;

  const sync = (consentsChanged: boolean) => {
    const definitions = manager.config.scripts;
    const configured = new Set(definitions.map((definition) => definition.id));
    // Scripts dropped by a reconfigure are treated like a withdrawn consent.
    for (const [id, entry] of entries) {
      if (!configured.has(id) && !entry.persisted) unload(manager, entries, entry, false);
    }
    for (const definition of definitions) {
      const hasConsent = manager.has(definition.category);
      const entry = entries.get(definition.id);
      const wanted = definition.alwaysLoad === true || hasConsent;
      if (entry) entry.definition = definition;
      if (wanted) {
        if (entry?.persisted && entry.element?.isConnected) {
          entry.persisted = false;
          callback(definition, 'onConsentChange', info(manager, definition, hasConsent, entry.element));
        } else if (entry && !entry.persisted) {
          if (consentsChanged) {
            callback(definition, 'onConsentChange', info(manager, definition, hasConsent, entry.element));
          }
        } else {
          load(manager, doc, entries, definition, hasConsent);
        }
      } else if (entry && !entry.persisted) {
        unload(manager, entries, entry, hasConsent);
      }
    }
  };

  sync(false);
  return onConsentsChange(manager, () => sync(true));
};

function info(
  manager: ConsentManager,
  definition: ResolvedScript,
  hasConsent: boolean,
  element: HTMLScriptElement | null,
): ScriptCallbackInfo {
  return {
    id: definition.id,
    elementId: scriptElementId(definition),
    hasConsent,
    consents: { ...manager.getState().consents },
    ...(element ? { element } : {}),
  };
}

/** Runs one of the script's callbacks; a callback that throws is logged and never stops the others. */
function callback(definition: ResolvedScript, name: CallbackName, details: ScriptCallbackInfo) {
  try {
    definition[name]?.(details);
  } catch (error) {
    console.error(`[consent-elements] the ${name} callback of script "${definition.id}" threw`, error);
  }
}

function load(
  manager: ConsentManager,
  doc: Document | undefined,
  entries: Map<string, LoadedEntry>,
  definition: ResolvedScript,
  hasConsent: boolean,
) {
  if (definition.callbackOnly) {
    entries.set(definition.id, { definition, element: null, persisted: false });
    const details = info(manager, definition, hasConsent, null);
    callback(definition, 'onBeforeLoad', details);
    callback(definition, 'onLoad', details);
    return;
  }
  if (!doc) return;

  const element = doc.createElement('script');
  element.id = scriptElementId(definition);
  try {
    writeScript(
      element,
      definition.src !== undefined ? { src: definition.src } : { text: definition.textContent ?? '' },
    );
  } catch (error) {
    // Not recorded as loaded: the next consent change tries again.
    manager.reportError({ code: 'SCRIPT_ERROR', message: (error as Error).message, cause: error });
    return;
  }
  // Scripts inserted from code run as soon as they arrive; async=false makes them run in insertion order.
  if (definition.src !== undefined) element.async = definition.async === true;
  else if (definition.async) element.async = true;
  if (definition.defer) element.defer = true;
  if (definition.fetchPriority) element.fetchPriority = definition.fetchPriority;
  for (const [name, value] of Object.entries(definition.attributes ?? {})) element.setAttribute(name, value);
  // The property, not the attribute: a page with CSP hides nonce attributes, and the property is what counts.
  const nonce = definition.nonce ?? insertionNonce(manager, doc);
  if (nonce) element.nonce = nonce;

  const details = info(manager, definition, hasConsent, element);
  if (definition.src !== undefined) {
    const src = definition.src;
    element.addEventListener('load', () => callback(entryDefinition(entries, definition), 'onLoad', details), {
      once: true,
    });
    element.addEventListener(
      'error',
      () => {
        const error = new Error(`Failed to load script: ${src}`);
        callback(entryDefinition(entries, definition), 'onError', { ...details, error });
        manager.reportError({ code: 'SCRIPT_ERROR', message: error.message, element, cause: error });
      },
      { once: true },
    );
  }
  callback(definition, 'onBeforeLoad', details);
  entries.set(definition.id, { definition, element, persisted: false });
  doc.head.appendChild(element);
  // An inline script has run by now.
  if (definition.src === undefined) callback(definition, 'onLoad', details);
}

/** The current definition for a script id (a reconfigure may have replaced the callbacks). */
function entryDefinition(entries: Map<string, LoadedEntry>, definition: ResolvedScript): ResolvedScript {
  return entries.get(definition.id)?.definition ?? definition;
}

function unload(manager: ConsentManager, entries: Map<string, LoadedEntry>, entry: LoadedEntry, hasConsent: boolean) {
  const { definition, element } = entry;
  const details = info(manager, definition, hasConsent, element);
  if (element && definition.persistAfterConsentRevoked) {
    // Kept in the page (it may honour the change itself); reused without re-inserting if consent comes back.
    // c15t 1.x still calls onDelete, so the script's own clean-up runs.
    entry.persisted = true;
    callback(definition, 'onDelete', details);
    return;
  }
  entries.delete(definition.id);
  element?.remove();
  callback(definition, 'onDelete', details);
}
