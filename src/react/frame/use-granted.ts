import { startTransition, useEffect, useState } from 'react';
import type { ConsentManager } from '../../core/consent-manager';
import type { CategoryName } from '../../core/types';

/**
 * Whether a category is granted, following the store in a transition: when consent changes, hundreds of frames
 * re-render in small slices between frames instead of one long task (their content appears within a few frames).
 */
export function useGranted(manager: ConsentManager, category: CategoryName | undefined, service?: string): boolean {
  const read = () => !!category && manager.has(service ? { service } : category);
  const [granted, setGranted] = useState(read);
  useEffect(() => {
    const update = () => startTransition(() => setGranted(read()));
    update(); // the store may have changed between the first render and this subscription
    return manager.subscribe(update);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `read` depends on nothing else
  }, [manager, category, service]);
  return granted;
}
