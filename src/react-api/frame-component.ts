import { createElement, type ReactNode } from 'react';
import type { CategoryName } from '../core/types';
import { booleanAttributeValue, useTagDefinitions, type TagProps } from './tag-props';

export interface FrameProps extends TagProps {
  /** The category the content needs (optional with `service`). */
  category?: CategoryName;
  /** A declared service the content needs instead: the placeholder names it, its button allows that one service. */
  service?: string;
  /**
   * Shown once the category is granted. Give iframes `data-src` rather than `src`
   * (see docs/configuration.md, "Embeds before consent").
   */
  children?: ReactNode;
  /** Replaces the built-in placeholder while the category is not granted. */
  placeholder?: ReactNode;
  /** No built-in styles; the parts stay. */
  noStyle?: boolean;
}

/** `<consent-frame>`: its children once `category` is granted, otherwise a placeholder (c15t 1.7's `Frame`). */
export function Frame({ category, service, children, placeholder, noStyle, ...rest }: FrameProps) {
  useTagDefinitions();
  const slotted =
    placeholder === undefined || placeholder === null
      ? null
      : createElement('div', { slot: 'placeholder' }, placeholder);
  const props = { ...rest, category, service, 'no-style': booleanAttributeValue(noStyle) };
  return createElement('consent-frame', props, children, slotted);
}
