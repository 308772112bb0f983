import type { ResolvedConfig } from '../core/config';
import type { ManagerEnvironment } from '../core/environment';
import { isCrawler } from '../core/compliance/bots';
import { cookieValue } from '../core/compliance/cookie-format';

/**
 * Whether this is a first visit that shows the banner, known before the manager reads the decision: nothing
 * stored (localStorage or the cookie mirror), storage usable, no crawler. A stored decision that no longer counts
 * (revision, expiry) reads as stored here: the manager finds out a little later.
 */
export function noDecisionStored(config: ResolvedConfig, env: ManagerEnvironment): boolean {
  if (!env.storage.available || (config.hideFromBots && isCrawler(env.userAgent))) return false;
  if (env.storage.get(config.storageKey) !== null) return false;
  return !config.cookie || cookieValue(env.cookies.get(), config.cookie.name) === undefined;
}
