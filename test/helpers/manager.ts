import { resolveConfig } from '../../src/core/config';
import type { ConsentManager, Feature } from '../../src/core/consent-manager';
import { createConsentManager } from '../../src/page/create-consent-manager';
import type { ManagerEnvironment } from '../../src/core/environment';
import type { ConsentOptions } from '../../src/core/options';
import { testEnvironment } from './environment';

const managers: ConsentManager[] = [];

/** A manager with its own memory storage; destroyed after each test. */
export async function startManager(
  options: ConsentOptions = {},
  env: Partial<ManagerEnvironment> & { localStorage?: Storage } = {},
  features: Feature[] = [],
) {
  const environment = testEnvironment(env);
  const manager = createConsentManager(resolveConfig(options), environment, features);
  managers.push(manager);
  await manager.ready;
  return { manager, env: environment, storage: environment.localStorage };
}

afterEach(() => {
  for (const manager of managers.splice(0)) manager.destroy();
});
