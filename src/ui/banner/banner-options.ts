import type { UiOptions } from '../../core/consent-state';
import { booleanAttribute } from '../../core/boolean-attribute';
import type { BannerAttribute } from './banner-attributes';

export interface BannerOptions {
  scrollLock: boolean;
  trapFocus: boolean;
  animate: boolean;
  noStyle: boolean;
  /** The opt-out model's notice (its own wording, src/i18n/opt-out-notice.ts). */
  notice: boolean;
}

/**
 * The banner's options: each attribute (banner-attributes.ts), when present, overrides its UI option; the opt-out
 * model's notice never traps focus nor locks scrolling.
 */
export function bannerOptions(
  value: (attribute: BannerAttribute) => string | null | undefined,
  ui: UiOptions,
): BannerOptions {
  const option = (name: BannerAttribute, fallback: boolean) => booleanAttribute(value(name), fallback);
  return {
    scrollLock: !ui.notice && option('scroll-lock', ui.scrollLock),
    trapFocus: !ui.notice && option('trap-focus', ui.trapFocus),
    animate: !option('disable-animation', ui.disableAnimation),
    noStyle: option('no-style', ui.noStyle),
    notice: ui.notice,
  };
}
