import type { PartialTranslations, Translations } from './translation-types';

/** Layers partial translations over a complete set, string by string; later layers win. Pure. */
export function mergeTranslations(
  base: Translations,
  ...layers: Array<PartialTranslations | null | undefined>
): Translations {
  const result = structuredClone(base);
  for (const layer of layers) {
    if (!layer || typeof layer !== 'object') continue;
    for (const [section, values] of Object.entries(layer)) {
      if (!(section in result) || !values || typeof values !== 'object') continue;
      const target = result[section as keyof Translations] as unknown as Record<string, unknown>;
      for (const [key, value] of Object.entries(values)) {
        if (typeof value === 'string' && typeof target[key] === 'string') target[key] = value;
        else if (value && typeof value === 'object' && target[key] && typeof target[key] === 'object') {
          const nested = target[key] as Record<string, unknown>;
          for (const [field, text] of Object.entries(value)) {
            if (typeof text === 'string' && typeof nested[field] === 'string') nested[field] = text;
          }
        }
      }
    }
  }
  return result;
}
