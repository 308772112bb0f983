import { isDomDocument } from '../core/dom-support';

/**
 * Calls `visit` for every element matching `selector` now and whenever one is added (or gets a watched
 * attribute) later. Returns the disposer. One MutationObserver per caller; nothing in a stand-in document
 * (see dom-support).
 */
export function watchElements(
  doc: Document,
  selector: string,
  attributes: string[],
  visit: (element: Element) => void,
): () => void {
  if (!isDomDocument(doc)) return () => {};
  const scan = (root: ParentNode) => {
    if (root instanceof Element && root.matches(selector)) visit(root);
    for (const element of root.querySelectorAll(selector)) visit(element);
  };
  scan(doc);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') {
        if ((record.target as Element).matches(selector)) visit(record.target as Element);
        continue;
      }
      for (const node of record.addedNodes) if (node instanceof Element) scan(node);
    }
  });
  observer.observe(doc, { childList: true, subtree: true, attributes: true, attributeFilter: attributes });
  return () => observer.disconnect();
}
