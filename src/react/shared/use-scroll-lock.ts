import { useEffect } from 'react';
import { lockScroll } from '../../ui/scroll-lock';

/** Stops the page from scrolling while `active`; undone when inactive or unmounted. */
export function useScrollLock(active: boolean): void {
  useEffect(() => (active ? lockScroll() : undefined), [active]);
}
