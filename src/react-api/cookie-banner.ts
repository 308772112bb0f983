import { createElement } from 'react';
import { booleanAttributeValue, useTagDefinitions, type TagProps } from './tag-props';

export interface CookieBannerProps extends TagProps {
  /** Overlay and no page scrolling while shown (default: the `scrollLock` option). */
  scrollLock?: boolean;
  /** Modal, keeps focus inside (default: the `trapFocus` option, on). */
  trapFocus?: boolean;
  /** No fade in or out. */
  disableAnimation?: boolean;
  /** No built-in styles; the parts stay. */
  noStyle?: boolean;
}

/** `<consent-banner>`: the cookie banner (c15t 1.7's `CookieBanner`). */
export function CookieBanner({ scrollLock, trapFocus, disableAnimation, noStyle, ...rest }: CookieBannerProps) {
  useTagDefinitions();
  return createElement('consent-banner', {
    ...rest,
    'scroll-lock': booleanAttributeValue(scrollLock),
    'trap-focus': booleanAttributeValue(trapFocus),
    'disable-animation': booleanAttributeValue(disableAnimation),
    'no-style': booleanAttributeValue(noStyle),
  });
}
