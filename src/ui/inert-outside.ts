const SKIP = new Set(['script', 'style', 'link', 'meta', 'template', 'noscript']);

/** Marks the live region (src/react/shared/announce.ts): it must stay heard while the page is inert. */
export const ANNOUNCER_ATTRIBUTE = 'data-consent-announcer';

/**
 * Makes everything on the page but `host` inert (no focus, no clicks, hidden from assistive technology), as a
 * native modal dialog does: the siblings of `host` and of each of its ancestors, including ones added later.
 * Elements that were inert already are left alone. Returns what undoes it (idempotent).
 */
export function inertOutside(host: Element): () => void {
  const marked: Element[] = [];
  const path: Element[] = [];
  for (
    let node: Element | null = host;
    node && node !== node.ownerDocument.documentElement;
    node = parentElement(node)
  ) {
    path.push(node);
  }
  const mark = (element: Element) => {
    if (path.includes(element) || element.hasAttribute('inert') || SKIP.has(element.localName)) return;
    if (element.hasAttribute(ANNOUNCER_ATTRIBUTE)) return;
    element.setAttribute('inert', '');
    marked.push(element);
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) mark(node);
  });
  for (const node of path) {
    const parent = parentElement(node);
    if (!parent) continue;
    for (const sibling of parent.children) mark(sibling);
    observer.observe(parent, { childList: true });
  }
  return () => {
    observer.disconnect();
    for (const element of marked.splice(0)) element.removeAttribute('inert');
  };
}

/** The parent, crossing out of a shadow root to its host. */
function parentElement(node: Element): Element | null {
  if (node.parentElement) return node.parentElement;
  const root = node.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}
