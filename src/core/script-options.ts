// The `scripts` option: its types (ScriptDefinition, what the callbacks get) and its rule in the options' table.
import { assertCondition } from './condition';
import { each, fn, oneOf, record, walk, type Rule, type Schema } from './schema';
import type { ConsentCondition, Consents } from './types';
import { fail, isPlainObject, optionalBoolean, optionalObject, optionalString } from './validate';

/** Information passed to a managed script's callbacks. */
export interface ScriptCallbackInfo {
  id: string;
  elementId: string;
  hasConsent: boolean;
  consents: Consents;
  element?: HTMLScriptElement;
  error?: Error;
}

/** What a managed script is, whatever gates it. */
interface ScriptFields {
  id: string;
  src?: string;
  textContent?: string;
  /** No element: only the callbacks run. */
  callbackOnly?: boolean;
  alwaysLoad?: boolean;
  /** Default true: the element id does not reveal the script. */
  anonymizeId?: boolean;
  persistAfterConsentRevoked?: boolean;
  async?: boolean;
  defer?: boolean;
  nonce?: string;
  attributes?: Record<string, string>;
  fetchPriority?: 'high' | 'low' | 'auto';
  onBeforeLoad?: (info: ScriptCallbackInfo) => void;
  onLoad?: (info: ScriptCallbackInfo) => void;
  onError?: (info: ScriptCallbackInfo) => void;
  onConsentChange?: (info: ScriptCallbackInfo) => void;
  onDelete?: (info: ScriptCallbackInfo) => void;
}

/**
 * A script loaded only while its category (or condition) is granted (spec section 3), or while a declared service
 * is: then `category` may be left out, since it is the service's.
 */
export type ScriptDefinition = ScriptFields &
  ({ category: ConsentCondition; service?: string } | { service: string; category?: ConsentCondition });

/** A managed script once its options passed: its category is known. */
export type ResolvedScript = ScriptFields & { category: ConsentCondition; service?: string };

/** A managed script's sources, checked before the rule that it has exactly one. */
const SOURCES: Schema = {
  src: optionalString,
  textContent: (field, value) => optionalString(field, value, false),
};
/** The rules of a managed script's keys after `id` and `category` (which `scripts` checks first). */
const SCRIPT: Schema = {
  ...SOURCES,
  ...each(
    ['callbackOnly', 'alwaysLoad', 'anonymizeId', 'persistAfterConsentRevoked', 'async', 'defer'],
    optionalBoolean,
  ),
  nonce: optionalString,
  service: optionalString,
  attributes: record((field, value) => typeof value == 'string' || fail(field, 'a string', value)),
  fetchPriority: oneOf(['high', 'low', 'auto']),
  ...each(['onBeforeLoad', 'onLoad', 'onError', 'onConsentChange', 'onDelete'], fn),
};
const KEYS = ['id', 'category', ...Object.keys(SCRIPT)];

/**
 * The `scripts` option: each an object with a unique id, a valid category or condition, and exactly one of `src`,
 * `textContent` or `callbackOnly: true`; the fields after the id name it (`scripts[0] ("ga").src`). Copies.
 */
export const scripts: Rule<ResolvedScript[], ScriptDefinition[]> = (field, value = []) => {
  if (!Array.isArray(value)) fail(field, 'an array of script definitions', value);
  const ids = new Set<string>();
  return value.map((script, index) => {
    const at = `${field}[${index}]`;
    if (!isPlainObject(script)) fail(at, 'an object', script);
    optionalObject(at, script, KEYS);
    const id = optionalString(`${at}.id`, script.id);
    if (id === undefined || ids.has(id)) fail(`${at}.id`, 'a unique id', id);
    ids.add(id);
    const where = `${at} ("${id}")`;
    // A script of a service waits for that service (resolveConfig checks that it is declared).
    const category = typeof script.service == 'string' ? { service: script.service } : script.category;
    try {
      assertCondition(category as ResolvedScript['category']);
    } catch (error) {
      fail(`${where}.category`, `a category, condition or service (${(error as Error).message})`, category);
    }
    walk(SOURCES, script, where);
    const sources = ['src', 'textContent', 'callbackOnly'].filter((key) =>
      key == 'callbackOnly' ? script[key] === true : script[key] !== undefined,
    );
    if (sources.length !== 1) {
      fail(where, "exactly one of 'src', 'textContent' or 'callbackOnly: true'", sources.join(' and ') || undefined);
    }
    walk(SCRIPT, script, where);
    return { ...script, category } as unknown as ResolvedScript;
  });
};
