/**
 * A view's markup as plain data, written once: the banner and the loading bar without React turn it into DOM (`toDom`),
 * the React views into elements (src/react/shared/to-react.ts). Attribute names are the DOM's (`class`, `tabindex`).
 * A tuple, not an object: its field names would survive the minifier in every file that builds or reads one.
 */
export type ElementNode = [tag: string, attrs: Record<string, string>, children: Array<ElementNode | string>];

export const h = (
  tag: string,
  attrs: Record<string, string>,
  ...children: Array<ElementNode | string>
): ElementNode => [tag, attrs, children];

export function toDom([tag, attrs, children]: ElementNode): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  node.append(...children.map((child) => (typeof child == 'object' ? toDom(child) : child)));
  return node;
}
