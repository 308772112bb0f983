import { useEffect } from 'react';

let locks = 0;
let previous = '';

/** Stops the page from scrolling while `active`; undone when inactive or unmounted (several users share one lock). */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    if (locks++ === 0) {
      previous = root.style.overflow;
      root.style.overflow = 'hidden';
    }
    return () => {
      if (--locks === 0) root.style.overflow = previous;
    };
  }, [active]);
}
