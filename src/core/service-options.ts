import { CATEGORY_NAMES } from './categories';
import { LINK, storageEntries } from './compliance/options';
import { VENDOR_CATEGORIES } from './consent-signals';
import { oneOf, walk, type Rule, type Schema } from './schema';
import type { ServiceDefinition } from './services';
import { fail, isPlainObject, optionalObject, optionalString } from './validate';

const HOSTS = (field: string, value: unknown) =>
  value === undefined ||
  (Array.isArray(value) && value.every((host) => typeof host == 'string' && /^[a-z0-9.-]+\.[a-z]+$/i.test(host)))
    ? value
    : fail(field, 'an array of host names', value);

/** The rules of a service's keys after its id (checked first, so the rest name it). */
const SERVICE: Schema = {
  category: oneOf(CATEGORY_NAMES),
  name: optionalString,
  description: optionalString,
  cookies: (field, value) => value && storageEntries(field, value),
  hosts: HOSTS,
  vendor: oneOf(Object.keys(VENDOR_CATEGORIES)),
  privacyPolicy: LINK,
};
const KEYS = ['id', ...Object.keys(SERVICE)];

/**
 * The `services` option: each an object with a unique id (`[a-z0-9][a-z0-9-]*`), a category and a name; the fields
 * after the id name it (`services[0] ("youtube").vendor`). Whether the category is displayed is checked by
 * resolveConfig, which knows them. Copies.
 */
export const resolveServices: Rule<ServiceDefinition[], ServiceDefinition[]> = (field, value = []) => {
  if (!Array.isArray(value)) fail(field, 'an array of services', value);
  const ids = new Set<unknown>();
  return value.map((service, index) => {
    const at = `${field}[${index}]`;
    if (!isPlainObject(service)) fail(at, 'an object', service);
    optionalObject(at, service, KEYS);
    const { id } = service;
    if (typeof id != 'string' || !/^[a-z0-9][a-z0-9-]*$/.test(id)) fail(`${at}.id`, 'an id of a-z 0-9 -', id);
    if (ids.has(id)) fail(`${at}.id`, 'a unique id', id);
    ids.add(id);
    const where = `${at} ("${id}")`;
    for (const key of ['category', 'name']) {
      if (service[key] === undefined) fail(`${where}.${key}`, `a ${key}`, undefined);
    }
    walk(SERVICE, service, where);
    return { ...service } as unknown as ServiceDefinition;
  });
};
