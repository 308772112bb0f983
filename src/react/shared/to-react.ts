import { createElement, type ReactNode } from 'react';
import type { ElementNode } from '../../ui/element-tree';

const NAMES: Record<string, string> = { class: 'className', tabindex: 'tabIndex' };

/** An inline style as React's style: `name:value` declarations, `;` between, one-word names, no `:` in a value */
const styleObject = (css: string) => Object.fromEntries(css.split(';').map((declaration) => declaration.split(':')));

/** DOM attribute names as React's props, in their order (React sets attributes in the order of its props). */
export const reactProps = (attrs: Record<string, string>): object =>
  Object.fromEntries(
    Object.entries(attrs).map(([name, value]) => [NAMES[name] ?? name, name == 'style' ? styleObject(value) : value]),
  );

/** Behaviour for the elements of a tree, by part: event handlers, a ref. */
type PartProps = (part: string | undefined) => object | undefined;

/** A framework-free element description (src/ui/element-tree.ts) as React elements. */
export function toReact(node: ElementNode | string, props?: PartProps, key?: number): ReactNode {
  if (typeof node === 'string') return node;
  const [tag, attrs, children] = node;
  return createElement(
    tag,
    { key, ...reactProps(attrs), ...props?.(attrs.part) },
    ...children.map((child) => toReact(child, props)),
  );
}
