import { useEffect, useState } from 'react';
import { ANIMATION_MS, animates } from '../../ui/motion';

/**
 * Whether an element that fades out is mounted: from its first open render (so its first frame already paints it;
 * the dialog's fade-in comes from CSS `@starting-style`, the banner has none), and after closing for the closing
 * animation; with animation off it unmounts at once.
 */
export function usePresence(open: boolean, animate: boolean): boolean {
  const [mounted, setMounted] = useState(open);
  const animated = animates(animate);

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

  return mounted || open;
}
