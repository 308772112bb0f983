import type { ConsentOptions } from '../../src/core/options';

export const SERVICE_CATEGORIES = ['necessary', 'functionality', 'experience', 'measurement', 'marketing'] as const;

/** 5 categories of 10 services each: the size issue 37 asks the dialog to stay usable and fast with. */
export const MANY_SERVICES: NonNullable<ConsentOptions['services']> = SERVICE_CATEGORIES.flatMap((category) =>
  Array.from({ length: 10 }, (_, index) => ({
    id: `${category}-${index}`,
    category,
    name: `${category[0].toUpperCase()}${category.slice(1)} vendor ${index}`,
    description: `What ${category} vendor ${index} does.`,
    cookies: [`_${category.slice(0, 3)}${index}`],
    privacyPolicy: `https://vendor-${index}.example/privacy`,
  })),
);
