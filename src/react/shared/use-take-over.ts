import { useLayoutEffect, useState } from 'react';
import { SHELL_ATTRIBUTE } from '../../ui/handoff';
import { VIEW_ATTRIBUTE } from '../../ui/view-attribute';

/**
 * The one hand-over from a painter without React to a view, for the banner and the loading bar (src/ui/handoff.ts,
 * src/ui/view-attribute.ts): the nodes painted into the shadow root go in the view's first commit, before any paint,
 * focus stays on the same part (a visitor may have tabbed to a button already), and the host is marked as the view's
 * while it is mounted. Returns whether there was painted markup to take over (it is on screen already).
 */
export function useTakeOver(container: ShadowRoot | undefined): boolean {
  const [painted] = useState(() => (container?.host.hasAttribute(SHELL_ATTRIBUTE) ? [...container.childNodes] : []));
  useLayoutEffect(() => {
    if (!(container instanceof ShadowRoot)) return;
    const { host } = container;
    const focused = container.activeElement?.getAttribute('part');
    for (const node of painted) node.remove();
    host.removeAttribute(SHELL_ATTRIBUTE);
    if (focused) container.querySelector<HTMLElement>(`[part="${focused}"]`)?.focus({ preventScroll: true });
    host.setAttribute(VIEW_ATTRIBUTE, '');
    return () => host.removeAttribute(VIEW_ATTRIBUTE);
  }, [container, painted]);
  return painted.length > 0;
}
