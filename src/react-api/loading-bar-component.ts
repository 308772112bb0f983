import { createElement } from 'react';
import { booleanAttributeValue, useTagDefinitions, type TagProps } from './tag-props';

export interface LoadingBarProps extends TagProps {
  /** No built-in styles; the parts stay. */
  noStyle?: boolean;
}

/** `<consent-loading-bar>`: the top-of-page bar while consent info loads or a decision is saved. */
export function LoadingBar({ noStyle, ...rest }: LoadingBarProps) {
  useTagDefinitions();
  return createElement('consent-loading-bar', { ...rest, 'no-style': booleanAttributeValue(noStyle) });
}
