import { flag, shape, type InputOf, type OutputOf, type Rule } from './schema';
import { fail, optionalEnum } from './validate';

/** The US sections the `gpp` option can list: the national one and the states' own. */
export const GPP_SECTIONS = ['usnat', 'usca', 'usva', 'usco', 'usut', 'usct'] as const;
export type GppSectionName = (typeof GPP_SECTIONS)[number];

const count =
  (fallback: number): Rule<number, number> =>
  (field, value) =>
    value === undefined
      ? fallback
      : Number.isInteger(value) && (value as number) >= 0
        ? (value as number)
        : fail(field, 'an integer >= 0', value);

const sections: Rule<GppSectionName[], GppSectionName[]> = (field, value = ['usnat']) =>
  Array.isArray(value)
    ? value.map((name, index) => optionalEnum(`${field}[${index}]`, name ?? '', GPP_SECTIONS)!)
    : fail(field, 'an array of GPP sections', value);

const GPP = shape({ sections, cmpId: count(0), cmpVersion: count(1), mspaCoveredTransaction: flag(false) });

/** The `gpp` option as given (CONTRACT.md, "US privacy signal: GPP"). */
export type GppOption = boolean | InputOf<typeof GPP>;
/** The `gpp` option resolved: null when off. */
export type GppConfig = OutputOf<typeof GPP>;

/** `gpp`: false (default), true, or its object; the resolved options, or null when off. */
export const gpp: Rule<GppConfig | null, GppOption> = (field, value) =>
  value === undefined || value === false ? null : GPP(field, value === true ? {} : value);
