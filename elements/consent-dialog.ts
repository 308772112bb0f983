import { whenDialogNeeded } from './when-needed';
import { elementFromView } from './with-attribute-props';

/**
 * The privacy settings: one switch per displayed category, and Reject All / Accept All / Save Settings.
 * As a modal it opens when the store's `isPrivacyDialogOpen` turns true (Customize, a
 * `data-consent-action="open-dialog"` trigger, or `setIsPrivacyDialogOpen(true)`);
 * as a widget it sits in the page flow.
 *
 * @tag consent-dialog
 * @summary Privacy settings dialog (modal) or widget (inline).
 * @attr {'dialog' | 'widget'} variant - `dialog` (default): a modal over the page; `widget`: an inline panel.
 * @attr {boolean} trap-focus - Modal and focus kept inside (default: the `trapFocus` option, on).
 * @attr {boolean} disable-animation - Opens and closes without the 200 ms fade.
 * @attr {boolean} no-style - Drops the built-in styles; the parts stay.
 * @fires {CustomEvent<null>} consent-dialog-show - The modal dialog opened.
 * @fires {CustomEvent<null>} consent-dialog-hide - The modal dialog closed.
 * @csspart overlay - The dimmed backdrop (modal only).
 * @csspart dialog - The panel.
 * @csspart header - Title, description and close button.
 * @csspart title - The heading.
 * @csspart description - The text under the heading.
 * @csspart legal-links - The `legalLinks` option's links (only when configured).
 * @csspart legal-link - One legal link.
 * @csspart close-button - Closes the modal without saving.
 * @csspart content - The list of categories.
 * @csspart category - One category.
 * @csspart category-title - The category's title (expands its description).
 * @csspart category-description - The category's description.
 * @csspart switch - The category's on/off switch.
 * @csspart gpc-note - Why a switch is off and disabled (Global Privacy Control).
 * @csspart footer - The button row and branding.
 * @csspart reject-button - Reject All.
 * @csspart accept-button - Accept All.
 * @csspart save-button - Save Settings.
 * @csspart branding - The 'Secured by' link.
 * @csspart services - A category's list of services (the `services` option), shown when the category is expanded.
 * @csspart service - One service.
 * @csspart service-title - Its name.
 * @csspart service-description - Its description.
 * @csspart service-switch - Its on/off switch (`role="switch"`, labelled by its name).
 * @csspart service-cookies - Its cookies.
 * @csspart service-link - Its privacy policy link.
 * @cssprop [--consent-dialog-max-width=28rem] - Maximum width (the widget's default is 32rem).
 */
export class ConsentDialogElement extends elementFromView(
  'dialog',
  {
    variant: 'string',
    'trap-focus': 'boolean',
    'disable-animation': 'boolean',
    'no-style': 'boolean',
  },
  {
    mountTiming: whenDialogNeeded,
  },
) {}

declare global {
  interface HTMLElementTagNameMap {
    'consent-dialog': ConsentDialogElement;
  }
}
