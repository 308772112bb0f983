let locks = 0;
let previous = '';

/**
 * Stops the page from scrolling until the returned release is called. Holders share one lock (the drop-in's banner
 * without React and the React banner taking it over hold it at the same time), and the page's own overflow comes back
 * when the last one lets go.
 */
export function lockScroll(): () => void {
  const root = document.documentElement;
  if (locks++ === 0) {
    previous = root.style.overflow;
    root.style.overflow = 'hidden';
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--locks === 0) root.style.overflow = previous;
  };
}
