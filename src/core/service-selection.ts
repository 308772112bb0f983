import { inCategory, type ServiceConsents, type ServiceDefinition } from './services';
import type { CategoryName, Consents } from './types';

/** The dialog's selection with the switch of `service` set to `value`: its category on while any of its services is. */
export function selectService(
  services: readonly ServiceDefinition[],
  service: ServiceDefinition,
  value: boolean,
  consents: Consents,
  selected: ServiceConsents,
): { selectedConsents: Consents; selectedServiceConsents: ServiceConsents } {
  const { category } = service;
  const next = { ...selected, [service.id]: value === true };
  const on = services.some((declared) => declared.category == category && next[declared.id]);
  return { selectedConsents: { ...consents, [category]: on }, selectedServiceConsents: next };
}

/**
 * Where `setServiceConsent` starts the selection from: the decision in force, `base` and its services `granted`.
 * Allowing a service of a category not granted grants the category with only that service on.
 */
export function startFrom(
  services: readonly ServiceDefinition[],
  service: ServiceDefinition,
  value: boolean,
  base: Consents,
  granted: ServiceConsents,
): { selectedConsents: Consents; selectedServiceConsents: ServiceConsents } {
  const others = value && !base[service.category] && inCategory(services, service.category, false);
  return { selectedConsents: base, selectedServiceConsents: { ...granted, ...others } };
}

/** The dialog's selection with the switch of `category` set to `value`: all its services follow it. */
export function selectCategory(
  services: readonly ServiceDefinition[],
  category: CategoryName,
  value: boolean,
  consents: Consents,
  selected: ServiceConsents,
): { selectedConsents: Consents; selectedServiceConsents: ServiceConsents } {
  return {
    selectedConsents: { ...consents, [category]: value === true },
    selectedServiceConsents: { ...selected, ...inCategory(services, category, value === true) },
  };
}
