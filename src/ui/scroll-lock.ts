let locks = 0;
let restore = () => {};

/**
 * Stops the page from scrolling until the returned release is called. Holders share one lock (the drop-in's banner
 * without React and the React banner taking it over hold it at the same time), and the page's own styles come back
 * when the last one lets go. The scrollbar that `overflow: hidden` removes keeps its room, so nothing moves sideways
 * (a shift visitors see and CLS counts): `scrollbar-gutter: stable` where supported, else the body's padding grows
 * by the scrollbar's width, as body-scroll-lock and react-remove-scroll do.
 */
export function lockScroll(): () => void {
  if (locks++ === 0) restore = hold(document);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--locks === 0) restore();
  };
}

function hold(doc: Document): () => void {
  const root = doc.documentElement;
  const { body } = doc;
  const scrollbar = (doc.defaultView?.innerWidth ?? 0) - root.clientWidth;
  const before = {
    overflow: root.style.overflow,
    gutter: root.style.scrollbarGutter,
    padding: body?.style.paddingRight,
  };
  if (scrollbar > 0) {
    if (CSS.supports('scrollbar-gutter', 'stable')) root.style.scrollbarGutter = 'stable';
    else if (body) body.style.paddingRight = `calc(${getComputedStyle(body).paddingRight} + ${scrollbar}px)`;
  }
  root.style.overflow = 'hidden';
  return () => {
    root.style.overflow = before.overflow;
    root.style.scrollbarGutter = before.gutter;
    if (body && before.padding !== undefined) body.style.paddingRight = before.padding;
  };
}
