import { CATEGORY_NAMES, defaultConsents } from './categories';
import type { ConsentState } from './consent-state';
import type { ConsentPolicy, PolicyLocation, PolicyMatch } from './policy-types';
import type { CategoryName, Consents } from './types';
import { withoutGpcCategories } from './compliance/gpc';

export type { ConsentModel, ConsentPolicy, PolicyInForce, PolicyLocation, PolicyMatch } from './policy-types';

/** What applies when no policy matches and none is the fallback. */
export const DEFAULT_POLICY: ConsentPolicy = { id: 'default', match: {}, model: 'opt-in' };

/**
 * The policy for a location (pure; the server renderer uses it too): the first whose regions hold the visitor's
 * region (`US-CA` matches `{ countryCode: 'US', regionCode: 'CA' }`, and a region code given whole, `'US-CA'`), else
 * the first whose countries hold the country, else the first fallback, else {@link DEFAULT_POLICY}. Codes are
 * compared case-insensitively; an unknown location matches only the fallback.
 */
export function resolvePolicy(
  policies: readonly ConsentPolicy[],
  location: PolicyLocation | null | undefined,
): ConsentPolicy {
  const country = location?.countryCode?.toUpperCase();
  const code = location?.regionCode?.toUpperCase();
  const region = code && country && (code.includes('-') ? code : `${country}-${code}`);
  const find = (test: (match: PolicyMatch) => unknown) => policies.find((policy) => test(policy.match));
  const has = (list: string[] | undefined, value: string | undefined) =>
    value && list?.some((item) => item.toUpperCase() === value);
  return (
    find((match) => has(match.regions, region)) ??
    find((match) => has(match.countries, country)) ??
    find((match) => match.fallback) ??
    DEFAULT_POLICY
  );
}

/**
 * The location a policy is chosen by: in c15t mode the backend's (when its banner info carries a country), else the
 * `location` option; in offline and custom modes the option, else the banner info's (a custom handler's).
 */
export function policyLocation(
  mode: string,
  option: PolicyLocation | undefined,
  fromBackend: PolicyLocation,
): PolicyLocation | undefined {
  const backend = fromBackend.countryCode ? fromBackend : undefined;
  return mode == 'c15t' ? (backend ?? option) : (option ?? backend);
}

/**
 * Without a decision that counts, what the policy's model puts in force (as `bannerDecision` does for the banner
 * info): opt-in shows the banner, the defaults in force and the last decision (`choice`) preselected; opt-out shows
 * the notice with the categories in scope granted (the policy's `categories`, else the displayed ones), unless
 * Global Privacy Control is on (`state.gpc`): that is the visitor's opt-out, to be stored as a `custom` decision
 * (returned true, with the selection to save); none shows nothing, every category granted. A crawler is shown
 * nothing and granted nothing. With a decision that counts: nothing shows.
 */
export function modelDecision(
  state: Pick<ConsentState, 'consentInfo' | 'storageAvailable' | 'gpc'>,
  policy: ConsentPolicy,
  displayed: readonly CategoryName[],
  crawler: boolean,
  choice: Consents | null,
  gpcCategories: readonly CategoryName[],
): [decision: Partial<ConsentState>, gpcOptOut: boolean] {
  if (state.consentInfo) return [{ showPopup: false }, false];
  const { model } = policy;
  const consents = defaultConsents();
  const granted =
    crawler || model == 'opt-in' ? [] : model == 'none' ? CATEGORY_NAMES : (policy.categories ?? displayed);
  for (const name of granted) consents[name] = true;
  const show = !crawler && state.storageAvailable && model != 'none';
  const gpcOptOut = show && model == 'opt-out' && state.gpc;
  const selectedConsents = gpcOptOut
    ? withoutGpcCategories(consents, gpcCategories)
    : granted.length
      ? consents
      : (choice ?? consents);
  return [{ showPopup: show && !gpcOptOut, consents, selectedConsents }, gpcOptOut];
}
