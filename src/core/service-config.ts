import type { ConsentSignal, VendorId } from './consent-signals';
import { fail } from './validate';
import type { ResolvedScript } from './options';
import type { ServiceDefinition } from './services';
import type { CategoryName, ConsentCondition } from './types';

/**
 * The joins of `services` with the other options: each service's category must be one of `consentCategories` when
 * they are given (else it is displayed), and a managed script's `service` must be declared. Returns the services'
 * categories.
 */
export function checkServices(
  services: readonly ServiceDefinition[],
  given: readonly CategoryName[] | undefined,
  scripts: readonly ResolvedScript[],
): CategoryName[] {
  services.forEach(({ id, category }, index) => {
    if (given && !given.includes(category)) {
      fail(`services[${index}] ("${id}").category`, 'a category in consentCategories', category);
    }
  });
  scripts.forEach(({ id, service }, index) => {
    if (service !== undefined && !services.some((declared) => declared.id === service)) {
      fail(`scripts[${index}] ("${id}").service`, 'the id of a declared service', service);
    }
  });
  return services.map((service) => service.category);
}

/** The vendors' signals, a service's vendor following that service (listed in `consentSignals` or not). */
export function serviceSignals(
  signals: readonly ConsentSignal[],
  services: readonly ServiceDefinition[],
): ConsentSignal[] {
  const driven = services.filter((service) => service.vendor);
  return [
    ...signals.filter((signal) => !driven.some((service) => service.vendor === signal.vendor)),
    ...driven.map(({ id, vendor }) => ({
      vendor: vendor as VendorId,
      // Clarity's ad_Storage needs marketing as for a listed Clarity, and the service too: a refused service is
      // never told that anything is granted.
      categories: [
        { service: id },
        ...(vendor === 'microsoft-clarity' ? [{ and: [{ service: id }, 'marketing'] } as ConsentCondition] : []),
      ],
    })),
  ];
}
