import { useEffect, useRef } from 'react';
import type { ConsentElementEvents } from '../../core/events';

/** Fires `show` when `open` turns true and `hide` when it turns false again (never for the initial closed state). */
export function useOpenEvents(
  open: boolean,
  emit: (name: keyof ConsentElementEvents) => void,
  show: keyof ConsentElementEvents,
  hide: keyof ConsentElementEvents,
) {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open === wasOpen.current) return;
    wasOpen.current = open;
    emit(open ? show : hide);
  }, [open, emit, show, hide]);
}
