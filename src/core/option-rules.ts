import type { PartialTranslations } from '../i18n/translation-types';
import { CATEGORY_LIST, isCategoryName } from './categories';
import { validDomainMap } from './domain-map';
import { pageSlot, STORE_SLOT } from './page-slot';
import { flag, record, shape, type InputOf, type Rule } from './schema';
import type { CategoryName } from './types';
import { fail, languageTag, optionalObject, optionalString } from './validate';

/** The rules of the options' table (config-schema.ts) that are more than a type and a default. */

/**
 * `store.namespace`, the global the store is also exposed as: an identifier that is free (or already ours), never a
 * name the page or the browser owns (`location` would navigate away, `ConsentElements` would replace the public API).
 */
export const namespace: Rule<string | undefined, string> = (field, value) => {
  const name = optionalString(field, value);
  if (name === undefined) return undefined;
  const global = globalThis as Record<string, unknown>;
  const free =
    /^[A-Za-z_$][\w$]*$/.test(name) &&
    name !== 'ConsentElements' &&
    (!(name in global) || global[name] === pageSlot<{ manager?: unknown }>(STORE_SLOT)?.manager);
  if (!free) fail(field, 'a free global name', name);
  return name;
};

/** Category names (a copy); undefined when not given. */
export const categories: Rule<CategoryName[] | undefined, CategoryName[]> = (field, value) => {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) fail(field, 'an array of category names', value);
  value.forEach((name, index) => {
    if (!isCategoryName(name)) fail(`${field}[${index}]`, `a category (${CATEGORY_LIST})`, name);
  });
  return [...value] as CategoryName[];
};

/** Custom properties starting with `--consent-`, each a CSS value that cannot break out of its declaration. */
export const theme = record<string>((field, token, key) => {
  if (!key.startsWith('--consent-')) fail(field, "a custom property starting with '--consent-'", key);
  if (typeof token !== 'string' || /[;{}]/.test(token)) fail(field, 'a CSS value', token);
});

/** `googleTagManager: { id }`, the id trimmed. */
export const googleTagManager: Rule<{ id: string } | undefined, { id: string }> = (field, value) => {
  if (value === undefined) return undefined;
  const { id } = optionalObject(field, value, ['id'])!;
  if (typeof id !== 'string' || id.trim() === '') fail(`${field}.id`, 'a GTM container id, a non-empty string', id);
  return { id: id.trim() };
};

const hosts: Rule<Readonly<Record<string, CategoryName>>, Record<string, CategoryName>> = validDomainMap;
const BLOCKER = shape({
  /** Hosts to block (or unblock with another category), mapped to the category that allows them. */
  domainMap: hosts,
  /** c15t's name for `domainMap`. */
  domainConsentMap: hosts,
  /** Use only `domainMap`, not the built-in list. */
  overrideDomainConsentMap: flag(false),
  /** Turn the built-in host list off. */
  disableAutomaticBlocking: flag(false),
});
/** The request blocker's options (`trackingBlockerConfig`, `store.trackingBlockerConfig`). */
export type TrackingBlockerConfig = InputOf<typeof BLOCKER>;

/** `trackingBlockerConfig` (c15t's `domainConsentMap` merged under `domainMap`); null when not given. */
export const trackingBlocker: Rule<TrackingBlockerConfig | null, TrackingBlockerConfig> = (field, value) => {
  if (value === undefined) return null;
  const { domainMap, domainConsentMap, ...flags } = BLOCKER(field, value);
  return { domainMap: { ...domainConsentMap, ...domainMap }, ...flags };
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
export const translationMap = record<PartialTranslations>((field, strings, language) => {
  languageTag(field, language);
  optionalObject(field, strings, SECTIONS);
});

/** A language tag, with its default. */
export const language =
  <F extends string | undefined = undefined>(fallback?: F): Rule<string | F, string> =>
  (field, value) =>
    value === undefined ? (fallback as F) : languageTag(field, value);
