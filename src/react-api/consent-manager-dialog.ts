import { createElement } from 'react';
import { booleanAttributeValue, useTagDefinitions, type TagProps } from './tag-props';

export interface ConsentManagerDialogProps extends TagProps {
  /** Modal, keeps focus inside (default: the `trapFocus` option, on). Dialog only. */
  trapFocus?: boolean;
  /** No fade in or out. */
  disableAnimation?: boolean;
  /** No built-in styles; the parts stay. */
  noStyle?: boolean;
}

export type ConsentManagerWidgetProps = Omit<ConsentManagerDialogProps, 'trapFocus'>;

function dialog(
  variant: 'dialog' | 'widget',
  { trapFocus, disableAnimation, noStyle, ...rest }: ConsentManagerDialogProps,
) {
  return createElement('consent-dialog', {
    ...rest,
    variant,
    'trap-focus': booleanAttributeValue(trapFocus),
    'disable-animation': booleanAttributeValue(disableAnimation),
    'no-style': booleanAttributeValue(noStyle),
  });
}

/** `<consent-dialog>`: the privacy settings dialog, opened by Customize or `setIsPrivacyDialogOpen(true)`. */
export function ConsentManagerDialog(props: ConsentManagerDialogProps) {
  useTagDefinitions();
  return dialog('dialog', props);
}

/** `<consent-dialog variant="widget">`: the same settings as an inline panel in the page flow. */
export function ConsentManagerWidget(props: ConsentManagerWidgetProps) {
  useTagDefinitions();
  return dialog('widget', props);
}
