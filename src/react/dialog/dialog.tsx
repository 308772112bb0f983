import { useEffect, useLayoutEffect, useRef } from 'react';
import { booleanAttribute } from '../../ui/attributes';
import { ErrorBoundary } from '../shared/error-boundary';
import { deepActiveElement, focusIsWithinOrLost, trapTab } from '../../ui/focus';
import { focusSlot, returnFocus } from '../../ui/focus-return';
import { ThemeRoot } from '../shared/theme-root';
import { useAdoptedStyles } from '../shared/use-adopted-styles';
import { useConsent, useManager, useTranslations } from '../shared/use-consent';
import { hostOf, useHostEvent } from '../shared/use-host';
import { useOpenEvents } from '../shared/use-open-events';
import { usePresence } from '../shared/use-presence';
import { ConsentPanel } from './consent-panel';
import { dialogSheet } from './dialog.styles';

export interface DialogProps {
  container?: ShadowRoot;
  variant?: string;
  trapFocus?: string;
  disableAnimation?: string;
  noStyle?: string;
}

/** The privacy settings dialog (modal) or widget (inline panel). */
export function Dialog(props: DialogProps) {
  return (
    <ErrorBoundary message="Something went wrong with the Privacy Settings dialog.">
      {props.variant === 'widget' ? <WidgetView {...props} /> : <ModalView {...props} />}
    </ErrorBoundary>
  );
}

function usePanelState() {
  return {
    gdprTypes: useConsent((state) => state.gdprTypes),
    selectedConsents: useConsent((state) => state.selectedConsents),
    translations: useTranslations(),
    branding: useConsent((state) => state.branding),
    language: useConsent((state) => state.language),
    legalLinks: useConsent((state) => state.ui.legalLinks),
    gpc: useConsent((state) => state.gpc),
  };
}

function WidgetView({ container, ...attributes }: DialogProps) {
  const manager = useManager();
  const ui = useConsent((state) => state.ui);
  const { translations, ...panel } = usePanelState();
  useAdoptedStyles(container, dialogSheet, booleanAttribute(attributes.noStyle, ui.noStyle));
  if (!translations) return null;
  return (
    <ThemeRoot animate={!booleanAttribute(attributes.disableAnimation, ui.disableAnimation)}>
      <section
        part="dialog"
        className="panel widget"
        aria-labelledby="consent-dialog-title"
        aria-describedby="consent-dialog-description"
      >
        <ConsentPanel
          state={{ ...panel, translations }}
          manager={manager}
          titleId="consent-dialog-title"
          descriptionId="consent-dialog-description"
        />
      </section>
    </ThemeRoot>
  );
}

function ModalView({ container, ...attributes }: DialogProps) {
  const manager = useManager();
  const open = useConsent((state) => state.isPrivacyDialogOpen);
  const ui = useConsent((state) => state.ui);
  const { translations, ...panel } = usePanelState();
  const trapFocus = booleanAttribute(attributes.trapFocus, ui.trapFocus);
  const animate = !booleanAttribute(attributes.disableAnimation, ui.disableAnimation);
  const mounted = usePresence(open, animate);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const shown = useRef(false);
  // Closed without deciding: opened from the banner's Customize, the visitor goes back to the banner.
  const close = () => {
    const slot = focusSlot();
    if (dialog.current?.open) dialog.current.close(); // not modal any more, so the banner can take focus
    if (slot.fromBanner) {
      slot.backToBanner = true;
      manager.setShowPopup(true, true);
    }
    slot.fromBanner = false;
    manager.setIsPrivacyDialogOpen(false);
  };

  useAdoptedStyles(container, dialogSheet, booleanAttribute(attributes.noStyle, ui.noStyle));
  useOpenEvents(open, useHostEvent(container), 'consent-dialog-show', 'consent-dialog-hide');

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!open || !element || element.open) return;
    opener.current = deepActiveElement();
    shown.current = true;
    if (trapFocus) element.showModal();
    else element.show();
    element.querySelector<HTMLElement>('[part~="close-button"]')?.focus();
  }, [open, mounted, trapFocus]);

  // Closed by a decision or by the page: focus goes back to the opener, or, when that was the banner (gone now),
  // to where it was before the banner took it. Not while the banner shows again: it takes focus itself.
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
  }, [open, container, manager]);

  // Blocker stylesheets sometimes hide consent dialogs: drop modality then, so the page is not left inert.
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
  }, [mounted]);

  if (!mounted || !translations) return null;
  return (
    <ThemeRoot animate={animate}>
      <dialog
        ref={dialog}
        className="modal"
        data-state={open ? 'open' : 'closed'}
        aria-labelledby="consent-dialog-title"
        aria-describedby="consent-dialog-description"
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
        onKeyDown={trapFocus ? (event) => trapTab(event.nativeEvent, event.currentTarget) : undefined}
      >
        <div part="overlay" className="overlay" onClick={close} />
        <div part="dialog" className="panel">
          <ConsentPanel
            state={{ ...panel, translations }}
            manager={manager}
            titleId="consent-dialog-title"
            descriptionId="consent-dialog-description"
            onClose={close}
          />
        </div>
      </dialog>
    </ThemeRoot>
  );
}

/** The banner's Customize button: it goes away with the banner, so the dialog does not hand focus back to it. */
const inBanner = (element: Element) => {
  const root = element.getRootNode();
  return root instanceof ShadowRoot && root.host.localName === 'consent-banner';
};
