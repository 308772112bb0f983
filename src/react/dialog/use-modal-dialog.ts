import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { ConsentManager } from '../../core/consent-manager';
import { deepActiveElement, focusIsWithinOrLost } from '../../ui/focus';
import { focusSlot, returnFocus } from '../../ui/focus-return';
import { hostOf } from '../shared/use-host';

type DialogRef = RefObject<HTMLDialogElement | null>;

/**
 * Opens the `<dialog>` (modal when it traps focus) with focus on its close button, and when the store closes it (a
 * decision, or the page) gives focus back: to the opener, or, when that was the banner (gone now), to where it was
 * before the banner took it. Not while the banner shows again: it takes focus itself.
 */
export function useOpenAndReturnFocus(
  dialog: DialogRef,
  open: boolean,
  mounted: boolean,
  trapFocus: boolean,
  container: ShadowRoot | undefined,
  manager: ConsentManager,
): void {
  const opener = useRef<Element | null>(null);
  const shown = useRef(false);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!open || !element || element.open) return;
    opener.current = deepActiveElement();
    shown.current = true;
    if (trapFocus) element.showModal();
    else element.show();
    element.querySelector<HTMLElement>('[part~="close-button"]')?.focus();
  }, [dialog, open, mounted, trapFocus]);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (open || !shown.current) return;
    shown.current = false;
    const hadFocus = focusIsWithinOrLost(hostOf(container));
    // Closing a modal <dialog> focuses what had focus before it opened, even when that is the banner going away.
    if (element?.open) element.close();
    focusSlot().fromBanner = false;
    const target = opener.current;
    opener.current = null;
    if (manager.getState().showPopup || !hadFocus) return;
    returnFocus(target && !inBanner(target) ? target : null);
  }, [dialog, open, container, manager]);
}

/** Blocker stylesheets sometimes hide consent dialogs: modality is dropped then, so the page is not left inert. */
export function useModalityDroppedWhenHidden(dialog: DialogRef, mounted: boolean, close: () => void): void {
  useEffect(() => {
    const element = dialog.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (element.open && element.matches(':modal') && element.getClientRects().length === 0) {
        element.close();
        close();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
    // One observer per mounted <dialog>; `close` reads only the manager, the ref and the page's focus flags.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dialog, mounted]);
}

/** The banner's Customize button: it goes away with the banner, so the dialog does not hand focus back to it. */
const inBanner = (element: Element) => {
  const root = element.getRootNode();
  return root instanceof ShadowRoot && root.host.localName === 'consent-banner';
};
