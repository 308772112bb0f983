import { useEffect, useState } from 'react';

/** Spec section 4: the closing animation lasts 200 ms, then the element unmounts. */
export const ANIMATION_MS = 200;

const prefersReducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Mount/visibility for an element that fades out. It is `visible` from its first render, so its first frame already
 * paints it (the dialog's fade-in comes from CSS `@starting-style`; the banner has none, it is there at once).
 * When hidden it stays mounted for the closing animation; with animation off it unmounts at once.
 */
export function usePresence(open: boolean, animate: boolean): { mounted: boolean; visible: boolean } {
  const [mounted, setMounted] = useState(open);
  const animated = animate && !prefersReducedMotion();

  useEffect(() => {
    if (open) {
      setMounted(true);
      return;
    }
    if (!animated) {
      setMounted(false);
      return;
    }
    const timer = setTimeout(() => setMounted(false), ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [open, animated]);

  return { mounted: mounted || open, visible: open };
}
