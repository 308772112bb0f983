import { useRef } from 'react';
import { booleanAttribute } from '../../core/boolean-attribute';
import { ErrorBoundary } from '../shared/error-boundary';
import { trapTab } from '../../ui/focus';
import { focusSlot } from '../../ui/focus-return';
import { ThemeRoot } from '../shared/theme-root';
import { useAdoptedStyles } from '../shared/use-adopted-styles';
import { useConsent, useManager, useTranslations } from '../shared/use-consent';
import { useHostEvent } from '../shared/use-host';
import { useOpenEvents } from '../shared/use-open-events';
import { usePresence } from '../shared/use-presence';
import { ConsentPanel } from './consent-panel';
import { dialogSheets } from './dialog.styles';
import { useModalityDroppedWhenHidden, useOpenAndReturnFocus } from './use-modal-dialog';

export interface DialogProps {
  container?: ShadowRoot;
  variant?: string;
  trapFocus?: string;
  disableAnimation?: string;
  noStyle?: string;
  /** The view failed to render (reported already): the dialog on demand hands the visitor back to the banner. */
  onRenderError?: () => void;
}

/** The privacy settings dialog (modal) or widget (inline panel). */
export function Dialog(props: DialogProps) {
  return (
    <ErrorBoundary message="Something went wrong with the Privacy Settings dialog." onError={props.onRenderError}>
      {props.variant === 'widget' ? <WidgetView {...props} /> : <ModalView {...props} />}
    </ErrorBoundary>
  );
}

function usePanelState() {
  return {
    gdprTypes: useConsent((state) => state.gdprTypes),
    selectedConsents: useConsent((state) => state.selectedConsents),
    selectedServiceConsents: useConsent((state) => state.selectedServiceConsents),
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
  useAdoptedStyles(container, dialogSheets, booleanAttribute(attributes.noStyle, ui.noStyle));
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
  // The <dialog> is in the tree only once the strings are there too (a returning visit loads them when it opens).
  const mounted = usePresence(open, animate) && Boolean(translations);
  const dialog = useRef<HTMLDialogElement>(null);
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

  useAdoptedStyles(container, dialogSheets, booleanAttribute(attributes.noStyle, ui.noStyle));
  useOpenEvents(open, useHostEvent(container), 'consent-dialog-show', 'consent-dialog-hide');
  useOpenAndReturnFocus(dialog, open, mounted, trapFocus, container, manager);
  useModalityDroppedWhenHidden(dialog, mounted, close);

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
