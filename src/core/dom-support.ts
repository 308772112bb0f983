/**
 * Whether `doc` is a DOM document the gates can watch. Outside a full browser, `document` may be a stand-in (a test
 * double, a server shim) without Node, MutationObserver or querySelectorAll: the gates then stay off instead of
 * reporting an error for what the page does not have.
 */
export function isWatchableDocument(doc: unknown): doc is Document {
  return (
    typeof Node === 'function' &&
    typeof Element === 'function' &&
    typeof MutationObserver === 'function' &&
    doc instanceof Node &&
    typeof (doc as Document).querySelectorAll === 'function'
  );
}
