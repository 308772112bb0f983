/**
 * Whether `doc` is a DOM document the gates and the managed scripts can work in. Outside a full browser, `document`
 * may be a stand-in (a test double, a server shim) without Node, MutationObserver or querySelectorAll: those features
 * then stay off instead of failing on what the page does not have.
 */
export function isDomDocument(doc: unknown): doc is Document {
  return (
    typeof Node === 'function' &&
    typeof Element === 'function' &&
    typeof MutationObserver === 'function' &&
    doc instanceof Node &&
    typeof (doc as Document).querySelectorAll === 'function'
  );
}
