/**
 * consent-elements/react: c15t 1.7's React names over the page's one store and our tags. Importing it does nothing
 * (and works on a server); the tags are registered on the client when a component first mounts.
 */
export { ConsentManagerProvider } from './provider';
export type { ConsentManagerProviderProps } from './provider';
export { useConsentManager } from './use-consent-manager';
export type { ConsentActions, ConsentManagerValue } from './use-consent-manager';
export { CookieBanner } from './cookie-banner';
export type { CookieBannerProps } from './cookie-banner';
export { ConsentManagerDialog, ConsentManagerWidget } from './consent-manager-dialog';
export type { ConsentManagerDialogProps, ConsentManagerWidgetProps } from './consent-manager-dialog';
export { Frame } from './frame-component';
export type { FrameProps } from './frame-component';
export { LoadingBar } from './loading-bar-component';
export type { LoadingBarProps } from './loading-bar-component';
export type { TagProps } from './tag-props';
export type { CategoryName, ConsentCondition } from '../core/types';
export type { ConsentOptions } from '../core/options';
export type { ConsentState } from '../core/consent-state';
