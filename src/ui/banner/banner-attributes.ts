import type { UiOptions } from '../../core/consent-state';
import { booleanAttribute } from '../attributes';

/** `<consent-banner>`'s attributes, all boolean: declared by elements/consent-banner.ts, read by both banners. */
export const BANNER_ATTRIBUTES = ['scroll-lock', 'trap-focus', 'disable-animation', 'no-style'] as const;
export type BannerAttribute = (typeof BANNER_ATTRIBUTES)[number];

type Camel<S extends string> = S extends `${infer A}-${infer B}` ? `${A}${Capitalize<Camel<B>>}` : S;
/** The attributes as the React view gets them (r2wc's camel-cased props). */
export type BannerAttributeProps = { [A in BannerAttribute as Camel<A>]?: string };

export interface BannerOptions {
  scrollLock: boolean;
  trapFocus: boolean;
  animate: boolean;
  noStyle: boolean;
}

/** The banner's options: each attribute, when present, overrides its UI option. */
export function bannerOptions(
  value: (attribute: BannerAttribute) => string | null | undefined,
  ui: UiOptions,
): BannerOptions {
  const option = (name: BannerAttribute, fallback: boolean) => booleanAttribute(value(name), fallback);
  return {
    scrollLock: option('scroll-lock', ui.scrollLock),
    trapFocus: option('trap-focus', ui.trapFocus),
    animate: !option('disable-animation', ui.disableAnimation),
    noStyle: option('no-style', ui.noStyle),
  };
}
