import { useEffect, useState } from 'react';

/** Spec section 4: visible about 10 ms after showing, unmounted after the 200 ms animation when hiding. */
export const SHOW_DELAY_MS = 10;
export const ANIMATION_MS = 200;

const prefersReducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Mount/visibility for an element that fades in and out; with animation off it mounts and unmounts at once. */
export function usePresence(open: boolean, animate: boolean): { mounted: boolean; visible: boolean } {
  const [mounted, setMounted] = useState(open);
  const [visible, setVisible] = useState(false);
  const animated = animate && !prefersReducedMotion();

  useEffect(() => {
    if (open) {
      setMounted(true);
      const timer = setTimeout(() => setVisible(true), animated ? SHOW_DELAY_MS : 0);
      return () => clearTimeout(timer);
    }
    setVisible(false);
    if (!animated) {
      setMounted(false);
      return;
    }
    const timer = setTimeout(() => setMounted(false), ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [open, animated]);

  return { mounted: mounted || open, visible: visible && open };
}
