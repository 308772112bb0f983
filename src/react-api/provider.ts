import { createElement, useEffect, useRef, useState, type ReactNode } from 'react';
import { resolveConfig } from '../core/config';
import type { ConsentManager } from '../core/consent-manager';
import { createConsentManager } from '../page/create-consent-manager';
import { ConsentConfigError } from '../core/errors';
import type { ConsentOptions } from '../core/options';
import { browserEnvironment } from '../page/browser-environment';
import { configure, getConsentManager } from '../page/singleton';
import { ConsentManagerContext, NO_STORE } from './context';
import { sameOptions } from './same-options';

export interface ConsentManagerProviderProps {
  /** The options of `configure()`, validated the same way (a bad one throws `ConsentConfigError` while rendering). */
  options?: ConsentOptions;
  children?: ReactNode;
}

const isServer = () => typeof window === 'undefined' || typeof document === 'undefined';

/**
 * Configures the page's one store with `options` and gives it to the hooks below. Several providers on a page share
 * that store (and the drop-in's, if the page has both): each one's options are merged over the earlier ones, as
 * successive `configure()` calls are. Options that change by value are applied again.
 *
 * On a server there is no page store (it would be shared by every request): the provider then renders with a
 * store of its own that never sends anything, in the state a first visit starts in.
 */
export function ConsentManagerProvider({ options = {}, children }: ConsentManagerProviderProps) {
  const [manager] = useState(() => createProviderManager(options));
  const applied = useRef(options);
  const changed = !sameOptions(applied.current, options);
  // Validated while rendering, so a bad option reaches the page's error boundary like any render error.
  if (changed) resolveConfig(options);

  useEffect(() => {
    if (!changed || isServer()) return;
    applied.current = options;
    configure(options).catch((cause) =>
      manager.reportError({ code: 'CONFIG_ERROR', message: (cause as Error).message, cause }),
    );
  });

  return createElement(ConsentManagerContext.Provider, { value: manager }, children);
}

function createProviderManager(options: ConsentOptions): ConsentManager {
  resolveConfig(options);
  if (isServer()) return createConsentManager(resolveConfig({ ...options, mode: 'offline' }), browserEnvironment(), []);
  let manager: ConsentManager | undefined;
  try {
    if (Object.keys(options).length) void configure(options).catch(() => {});
    manager = getConsentManager();
  } catch (error) {
    if (error instanceof ConsentConfigError) throw error;
    throw new Error(NO_STORE, { cause: error });
  }
  if (!manager) throw new Error(NO_STORE);
  return manager;
}
