import { CATEGORY_LIST, isCategoryName } from './categories';
import { validDomainMap } from './domain-map';
import { ConsentConfigError } from './errors';
import type { TrackingBlockerConfig } from './options';
import { pageSlot, STORE_SLOT } from './page-slot';
import { flag, record, shape, type Rule } from './schema';
import { describe, fail, languageTag, optionalObject, optionalString } from './validate';

/** The rules of the options' table (config-schema.ts) that are more than a type and a default. */

/**
 * `store.namespace`, the global the store is also exposed as: an identifier that is free (or already ours), never a
 * name the page or the browser owns (`location` would navigate away, `ConsentElements` would replace the public API).
 */
export const namespace: Rule = (field, value) => {
  const name = optionalString(field, value);
  if (name === undefined) return undefined;
  const global = globalThis as Record<string, unknown>;
  const free =
    /^[A-Za-z_$][\w$]*$/.test(name) &&
    name !== 'ConsentElements' &&
    (!(name in global) || global[name] === pageSlot<{ manager?: unknown }>(STORE_SLOT)?.manager);
  if (!free) throw new ConsentConfigError(field, `${describe(name)} is not a free global name`);
  return name;
};

/** Category names (a copy); undefined when not given. */
export const categories: Rule = (field, value) => {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) fail(field, 'an array of category names', value);
  value.forEach((name, index) => {
    if (!isCategoryName(name)) {
      throw new ConsentConfigError(
        `${field}[${index}]`,
        `unknown category ${describe(name)} (known: ${CATEGORY_LIST})`,
      );
    }
  });
  return [...value];
};

/** Custom properties starting with `--consent-`, each a CSS value that cannot break out of its declaration. */
export const theme = record((field, token, key) => {
  if (!key.startsWith('--consent-')) {
    throw new ConsentConfigError(field, "theme keys are custom properties starting with '--consent-'");
  }
  if (typeof token !== 'string' || /[;{}]/.test(token)) fail(field, 'a CSS value', token);
});

/** `googleTagManager: { id }`, the id trimmed. */
export const googleTagManager: Rule = (field, value) => {
  if (value === undefined) return undefined;
  const { id } = optionalObject(field, value, ['id'])!;
  if (typeof id !== 'string' || id.trim() === '') {
    throw new ConsentConfigError(`${field}.id`, 'GTM container ID is required and must be a non-empty string');
  }
  return { id: id.trim() };
};

const BLOCKER = shape({
  domainMap: validDomainMap,
  domainConsentMap: validDomainMap,
  overrideDomainConsentMap: flag(false),
  disableAutomaticBlocking: flag(false),
});
/** `trackingBlockerConfig` (c15t's `domainConsentMap` merged under `domainMap`); null when not given. */
export const trackingBlocker = (field: string, value: unknown): TrackingBlockerConfig | null => {
  if (value === undefined) return null;
  const { domainMap, domainConsentMap, ...flags } = BLOCKER(field, value) as Record<string, object>;
  return { domainMap: { ...domainConsentMap, ...domainMap }, ...flags } as TrackingBlockerConfig;
};

const SECTIONS = [
  'common',
  'cookieBanner',
  'consentManagerDialog',
  'optOut',
  'consentTypes',
  'frame',
  'legalLinks',
  'globalPrivacyControl',
  'cookieDeclaration',
];
/** `translations.translations`: partial strings by language tag, each section a known one. */
export const translationMap = record((field, strings, language) => {
  languageTag(field, language);
  optionalObject(field, strings, SECTIONS);
});

/** A language tag, with its default. */
export const language =
  (fallback?: string): Rule =>
  (field, value) =>
    value === undefined ? fallback : languageTag(field, value);
