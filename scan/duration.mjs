const DAY = 86_400;

/** @param {number} count @param {string} unit */
const plural = (count, unit) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * A cookie's lifetime as people write it: 'session', '30 minutes', '2 days', '13 months', '2 years'.
 * @param {number} expires seconds since the epoch; -1 for a session cookie
 * @param {number} now seconds since the epoch, when the scan saw it
 */
export function readableDuration(expires, now) {
  if (expires === -1 || !Number.isFinite(expires)) return 'session';
  const seconds = Math.max(0, expires - now);
  if (seconds < 3_600) return plural(Math.max(1, Math.round(seconds / 60)), 'minute');
  if (seconds < 2 * DAY) return plural(Math.round(seconds / 3_600), 'hour');
  if (seconds < 60 * DAY) return plural(Math.round(seconds / DAY), 'day');
  if (seconds < 730 * DAY) return plural(Math.round(seconds / (DAY * 30.44)), 'month');
  return plural(Math.round(seconds / (DAY * 365.25)), 'year');
}
