/**
 * `<consent-banner>`'s attributes, all boolean: declared by elements/consent-banner.ts, watched by the drop-in's
 * banner, read by both banners (banner-options.ts). It imports nothing, so the light elements' entry stays one chunk.
 */
export const BANNER_ATTRIBUTES = ['scroll-lock', 'trap-focus', 'disable-animation', 'no-style'] as const;
export type BannerAttribute = (typeof BANNER_ATTRIBUTES)[number];
