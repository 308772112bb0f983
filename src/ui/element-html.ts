import type { ElementNode } from './element-tree';

const TEXT: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const NAME = /^[a-z][a-z0-9-]*$/;
/** Elements without an end tag (HTML's void elements that a view may use). */
const VOID = new Set(['br', 'hr', 'img', 'input', 'meta', 'link']);

/** Text or an attribute value as HTML: every character that could end it or start markup is escaped. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => TEXT[char]!);

/**
 * A view's markup (element-tree.ts) as an HTML string, for servers: the third renderer beside `toDom` and
 * `toReact`. Every text and attribute value is escaped; a tag or attribute name that is not a plain lower-case
 * name throws (the markup is ours, so that is a bug, never visitor input).
 */
export function toHtml(node: ElementNode | string): string {
  if (typeof node === 'string') return escapeHtml(node);
  const [tag, attrs, children] = node;
  if (!NAME.test(tag)) throw new Error(`toHtml: bad tag name ${JSON.stringify(tag)}`);
  let html = `<${tag}`;
  for (const [name, value] of Object.entries(attrs)) {
    if (!NAME.test(name)) throw new Error(`toHtml: bad attribute name ${JSON.stringify(name)}`);
    html += value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`;
  }
  if (VOID.has(tag)) return `${html}>`;
  return `${html}>${children.map(toHtml).join('')}</${tag}>`;
}
