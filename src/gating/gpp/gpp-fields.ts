import type { ResolvedConfig } from '../../core/config';
import type { ConsentState } from '../../core/consent-state';
import { policyLocation } from '../../core/policy';
import type { GppConfig, GppSectionName } from '../../core/gpp-options';

/** The sections' ids in IAB's GPP (section 7 is usnat, 8-12 the states'). */
export const SECTION_IDS: Record<GppSectionName, number> = { usnat: 7, usca: 8, usva: 9, usco: 10, usut: 11, usct: 12 };

const STATE_SECTIONS: Record<string, GppSectionName> = { CA: 'usca', VA: 'usva', CO: 'usco', UT: 'usut', CT: 'usct' };

/**
 * The visitor's state section when the option lists it (`US-CA` -> usca, ...), else usnat; the visitor is where the
 * policy in force was chosen for (policy.ts).
 */
export function sectionFor(state: Pick<ConsentState, 'locationInfo'>, config: ResolvedConfig): GppSectionName {
  const where = policyLocation(config.mode, config.location, state.locationInfo ?? { countryCode: null });
  const own = where?.countryCode === 'US' ? STATE_SECTIONS[where.regionCode ?? ''] : undefined;
  return own && config.gpp!.sections.includes(own) ? own : 'usnat';
}

/** GPP's values: 1 yes (provided, opted out), 2 no, 0 not applicable. */
const yes = (value: boolean) => (value ? 1 : 2);

/**
 * The fields the consent in force sets, by GPP name (a section takes those it has): the notices were given, the
 * opt-outs follow `marketing`, `Gpc` the browser's honoured signal, the MSPA fields the option.
 */
export function gppFields(state: Pick<ConsentState, 'consents' | 'gpc'>, config: GppConfig): [string, unknown][] {
  const optedOut = yes(!state.consents.marketing);
  const covered = config.mspaCoveredTransaction;
  return [
    ['SaleOptOutNotice', 1],
    ['SharingOptOutNotice', 1],
    ['TargetedAdvertisingOptOutNotice', 1],
    ['SaleOptOut', optedOut],
    ['SharingOptOut', optedOut],
    ['TargetedAdvertisingOptOut', optedOut],
    ['MspaCoveredTransaction', yes(covered)],
    // Under a covered transaction the site offers the opt-outs itself (opt-out option mode), as a publisher does.
    ['MspaOptOutOptionMode', covered ? 1 : 0],
    ['MspaServiceProviderMode', covered ? 2 : 0],
    ['Gpc', state.gpc],
  ];
}
