/** The fewest decisions a figure may be counted from; anything smaller reads null (k-anonymity of the figures). */
export const MIN_DECISIONS = 5;

/** A count as it may leave: itself from MIN_DECISIONS up, else null. */
export const reportable = (count: number): number | null => (count >= MIN_DECISIONS ? count : null);

/** granted / total as a fraction from 0 to 1, null when either count may not be reported. */
export function rate(granted: number, total: number): number | null {
  if (reportable(granted) === null || reportable(total) === null) return null;
  return Math.round((granted / total) * 10_000) / 10_000;
}
