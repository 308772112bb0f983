import type { CategoryName, Consents } from './types';

/** A service (vendor) inside a category that the visitor can allow or refuse on its own (the `services` option). */
export interface ServiceDefinition {
  id: string;
  category: CategoryName;
  name: string;
  description?: string;
  /** Cookie names, `/regex/` strings and `localStorage:` keys removed when the service is revoked. */
  cookies?: string[];
  /** Hosts (and their subdomains) whose requests the request blocker holds until the service is granted. */
  hosts?: string[];
  /** A `consentSignals` vendor whose signal follows this service instead of its category. */
  vendor?: string;
  privacyPolicy?: string;
}

/** Service id to granted or not. */
export type ServiceConsents = Record<string, boolean>;

/**
 * Each declared service's grant: its category is granted in `consents` and `choices` does not refuse it. Without
 * `choices` (no decision: the defaults or implied consent) the services follow their category; with them a service
 * they do not know counts as refused, unless it is necessary.
 */
export const servicesFor = (
  services: readonly ServiceDefinition[],
  consents: Consents,
  choices?: ServiceConsents | null,
): ServiceConsents => {
  const granted: ServiceConsents = {};
  for (const { id, category } of services) {
    granted[id] = consents[category] && (!choices || category == 'necessary' || choices[id] === true);
  }
  return granted;
};

/**
 * Whether the decision (`consents`, `choices`) has not been asked about a service that is not necessary, in a category
 * it granted: the banner then shows again.
 */
export const unasked = (
  services: readonly ServiceDefinition[],
  consents: Consents,
  choices?: ServiceConsents,
): boolean =>
  services.some(({ id, category }) => category != 'necessary' && consents[category] && !(choices && id in choices));

/** Every service of `category` set to `value`. */
export const inCategory = (services: readonly ServiceDefinition[], category: CategoryName, value: boolean) =>
  Object.fromEntries(services.filter((service) => service.category == category).map(({ id }) => [id, value]));
