import type { Translations } from '../../i18n/translation-types';

const UNITS = ['minute', 'hour', 'day', 'week', 'month', 'year'] as const;

/**
 * A duration as the scan writes it ('session', 'persistent', '13 months') in the visitor's language; anything else
 * (a site's own wording) as it is, and nothing (a request) as a dash.
 */
export function declaredDuration(duration: unknown, language: string, t: Translations): string {
  const text = typeof duration === 'string' ? duration.trim() : '';
  if (!text || text === 'n/a') return '—';
  if (text === 'session') return t.cookieDeclaration.session;
  if (text === 'persistent') return t.cookieDeclaration.persistent;
  const match = /^(\d+)\s+(minute|hour|day|week|month|year)s?$/i.exec(text);
  const unit = UNITS.find((name) => name === match?.[2].toLowerCase());
  if (!match || !unit) return text;
  try {
    return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(Number(match[1]));
  } catch {
    return text;
  }
}
