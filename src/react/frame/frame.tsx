import { useEffect, useMemo, useRef } from 'react';
import type { CategoryName } from '../../core/types';
import { fallbackCategoryTitle, isCategoryName } from '../../core/categories';
import { formatMessage } from '../../i18n/format-message';
import { invalidCategory, reportOnce } from '../../gating/report-once';
import { announce } from '../../ui/announce';
import { booleanAttribute } from '../../core/boolean-attribute';
import { ErrorBoundary } from '../shared/error-boundary';
import { ThemeRoot } from '../shared/theme-root';
import { useAdoptedStyles } from '../shared/use-adopted-styles';
import { useConsent, useManager, useTranslations } from '../shared/use-consent';
import { hostOf } from '../shared/use-host';
import { frameSheets } from './frame.styles';
import { reservedSize } from './reserved-size';
import { contentName, focusRevealed } from './revealed-content';
import { useGranted } from './use-granted';

export interface FrameViewProps {
  container?: ShadowRoot;
  category?: string;
  /** A declared service: the frame waits for it (its category is the service's), and its button allows it alone. */
  service?: string;
  noStyle?: string;
}

/**
 * Hosts whose bad category was already reported, so a remount (moving the element) does not repeat it; a changed bad
 * value reports again.
 */
const reported = new WeakMap<Element, unknown>();

/** Consent-gated content: the placeholder until the category is granted, then the light-DOM children. */
export function FrameView(props: FrameViewProps) {
  return (
    <ErrorBoundary message="Something went wrong with the consent frame.">
      <FrameContent {...props} />
    </ErrorBoundary>
  );
}

function FrameContent({ container, category: categoryAttribute, service, noStyle }: FrameViewProps) {
  const manager = useManager();
  const t = useTranslations();
  const ui = useConsent((state) => state.ui);
  const declared = service ? manager.config.services.find((known) => known.id === service) : undefined;
  const category = (declared ? declared.category : categoryAttribute) as CategoryName | undefined;
  const valid = service ? !!declared : isCategoryName(category);
  const granted = useGranted(manager, valid ? category : undefined, declared && service);
  // Read from attributes while rendering (no layout): a layout effect here re-rendered every frame once more.
  const size = useMemo(() => (granted ? {} : reservedSize(hostOf(container))), [container, granted]);
  const name = useMemo(() => (granted ? undefined : contentName(hostOf(container))), [container, granted]);
  const language = useConsent((state) => state.language);
  // Set by this frame's own button: the frame whose button was pressed takes focus once its content shows.
  const revealing = useRef(false);

  useAdoptedStyles(container, frameSheets, booleanAttribute(noStyle, ui.noStyle));
  useEffect(() => {
    const host = hostOf(container);
    if (valid || !host) return;
    const error = service
      ? { code: 'CATEGORY_ERROR', message: `Service "${service}" on <consent-frame> is not declared`, element: host }
      : invalidCategory(host, category, '<consent-frame>');
    reportOnce(manager, reported, error, service ?? category);
  }, [valid, category, service, container, manager]);

  useEffect(() => {
    const host = hostOf(container);
    if (!granted || !revealing.current || !host || !t || !valid) return;
    revealing.current = false;
    focusRevealed(host);
    const shown = declared?.name || t.consentTypes[category!]?.title || fallbackCategoryTitle(category!);
    announce(formatMessage(t.frame.shown, { category: shown }), language);
  }, [granted, container, t, valid, category, declared, language]);

  if (!valid || !category) return null;
  if (granted) return <slot />;
  if (!t) return null;
  // A service's frame names the service (its placeholder and its button allow that one service).
  const title = declared?.name || t.consentTypes[category]?.title || fallbackCategoryTitle(category);
  return (
    <ThemeRoot animate>
      <slot name="placeholder">
        <div
          part="placeholder"
          className="placeholder"
          style={size}
          role={name ? 'group' : undefined}
          aria-label={name}
        >
          {name && <p className="content-name">{name}</p>}
          <p part="placeholder-title" className="title">
            {formatMessage(t.frame.title, { category: title })}
          </p>
          <button
            part="placeholder-button"
            type="button"
            className="button primary"
            onClick={() => {
              revealing.current = true;
              void (declared ? manager.setServiceConsent(declared.id, true) : manager.setConsent(category, true));
            }}
          >
            {formatMessage(t.frame.actionButton, { category: title })}
          </button>
        </div>
      </slot>
    </ThemeRoot>
  );
}
