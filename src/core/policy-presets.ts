import type { ConsentPolicy } from './policy-types';

// The EEA (the 27 EU members, Iceland, Liechtenstein, Norway), the United Kingdom and Switzerland.
const EUROPE = 'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO GB CH';
// The US states with a comprehensive consumer privacy law in force or enacted as of 2026.
const US_STATES = 'CA VA CO CT UT TX OR MT IA DE NH NJ TN MN MD IN KY RI NE';

/**
 * Ready-made `policies` entries (each call returns a fresh object, so a site may change its copy): opt-in in
 * Europe, opt-out with Global Privacy Control in the US states with privacy laws, no banner anywhere else.
 */
export const policyPresets = {
  europeOptIn: (): ConsentPolicy => ({
    id: 'europe-opt-in',
    match: { countries: EUROPE.split(' ') },
    model: 'opt-in',
  }),
  usOptOut: (): ConsentPolicy => ({
    id: 'us-opt-out',
    match: { regions: US_STATES.split(' ').map((code) => `US-${code}`) },
    model: 'opt-out',
    gpc: true,
  }),
  worldNoBanner: (): ConsentPolicy => ({ id: 'world-no-banner', match: { fallback: true }, model: 'none' }),
};
