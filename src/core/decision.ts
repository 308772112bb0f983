import type { ConsentSubmission } from './backend-types';
import { necessaryOnly } from './categories';
import type { ConsentState } from './consent-state';
import { ConsentConfigError } from './errors';
import { gppSignal } from './gpp-signal';
import type { PolicyInForce } from './policy-types';
import { randomId } from './random-id';
import { CONSENT_TYPES, type ConsentRecord, type ConsentType, type Consents } from './types';

export { CONSENT_TYPES };

/**
 * What a save of `type` grants: only necessary; every displayed category on top of the selection; or the selection
 * (necessary always on). Throws ConsentConfigError for an unknown type.
 */
export function consentsFor(type: ConsentType, state: Pick<ConsentState, 'selectedConsents' | 'gdprTypes'>): Consents {
  if (!CONSENT_TYPES.includes(type)) {
    throw new ConsentConfigError('saveConsents', `unknown type ${JSON.stringify(type)}`);
  }
  return type === 'necessary'
    ? necessaryOnly()
    : type === 'all'
      ? { ...state.selectedConsents, ...Object.fromEntries(state.gdprTypes.map((name) => [name, true])) }
      : { ...state.selectedConsents, necessary: true };
}

/**
 * The decision as the backend receives it (spec section 3), with a fresh submission id, the policy in force and the
 * GPP string of the consent in force (with the `gpp` option).
 */
export function submissionFor(
  record: ConsentRecord,
  gpc: boolean,
  domain: string,
  policy?: PolicyInForce | null,
): ConsentSubmission {
  const { consents, consentInfo, revision, services } = record;
  const gpp = gppSignal().gppString?.();
  const metadata = {
    source: 'consent_widget',
    acceptanceMethod: consentInfo.type,
    submissionId: randomId(),
    clientTime: new Date(consentInfo.time).toISOString(),
    gpc,
    ...(revision === undefined ? {} : { revision }),
    ...(policy && { policyId: policy.id, model: policy.model }),
    ...(gpp && { gpp }),
  };
  // One `service:<id>` purpose per declared service beside the categories: the proof of consent covers each.
  const preferences = services
    ? { ...consents, ...Object.fromEntries(Object.keys(services).map((id) => [`service:${id}`, services[id]])) }
    : consents;
  return { type: 'cookie_banner', domain, preferences, metadata };
}
