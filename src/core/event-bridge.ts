import type { BannerInfo } from './backend-types';
import { CATEGORY_NAMES } from './categories';
import type { Store } from './create-store';
import type { ConsentState } from './consent-state';
import { causeMessage } from './error-cause';
import type { ConsentErrorDetail } from './errors';
import { emit, type ConsentChangeDetail } from './events';
import type { ConsentCallbacks } from './options';

interface EventBridge {
  bannerFetched(info: BannerInfo): void;
  error(detail: ConsentErrorDetail): void;
  dispose(): void;
}

/**
 * The one place where store transitions become DOM events (and the matching callbacks run).
 * consent-ready and consent-change come from (next, prev) diffs; banner-fetched and errors are reported by the
 * manager.
 */
export function createEventBridge(
  store: Store<ConsentState>,
  target: EventTarget | undefined,
  getCallbacks: () => ConsentCallbacks,
): EventBridge {
  const callback = <K extends keyof ConsentCallbacks>(
    name: K,
    argument: Parameters<NonNullable<ConsentCallbacks[K]>>[0],
  ) => {
    try {
      (getCallbacks()[name] as ((value: unknown) => void) | undefined)?.(structuredClone(argument));
    } catch (error) {
      console.error(`[consent-elements] the ${name} callback threw`, error);
    }
  };
  const dispatch: typeof emit = (...args) => {
    if (target) emit(...args);
  };

  const unsubscribe = store.subscribe((next, prev) => {
    if (next.isReady && !prev.isReady) {
      dispatch(target!, 'consent-ready', {
        consents: next.consents,
        consentInfo: next.consentInfo,
        showPopup: next.showPopup,
      });
      callback('onConsentSet', { preferences: next.consents });
    }
    const decided = next.consentInfo !== prev.consentInfo;
    const changed = CATEGORY_NAMES.filter((name) => next.consents[name] !== prev.consents[name]);
    const services = next.serviceConsents;
    const changedServices = Object.keys(services).filter((id) => services[id] !== prev.serviceConsents[id]);
    if (!decided && !changed.length && !changedServices.length) return;
    const type: ConsentChangeDetail['type'] = next.consentInfo
      ? decided
        ? next.consentInfo.type
        : 'implied'
      : prev.consentInfo
        ? 'reset'
        : 'implied';
    const detail = { consents: next.consents, previous: prev.consents, changed, type, services, changedServices };
    dispatch(target!, 'consent-change', detail);
    if (prev.isReady) callback('onConsentSet', { preferences: next.consents });
  });

  return {
    bannerFetched(info) {
      const { showConsentBanner, jurisdiction, location } = info;
      dispatch(target!, 'consent-banner-fetched', { showConsentBanner, jurisdiction, location });
      callback('onBannerFetched', {
        showConsentBanner,
        jurisdiction,
        location,
        translations: info.translations ?? null,
      });
    },
    error(detail) {
      // The spec's message stays as it is; the cause's own message (the backend's, the handler's) comes beside it.
      const own = causeMessage(detail.cause);
      const cause = own && own !== detail.message ? { cause: own } : {};
      dispatch(target!, 'consent-error', { code: detail.code, message: detail.message, ...cause });
      const onError = getCallbacks().onError;
      if (onError) callback('onError', { error: detail.message, code: detail.code, ...cause });
      if (!onError || detail.element) {
        const text = `[consent-elements] ${detail.code}: ${detail.message}${cause.cause ? ` (${cause.cause})` : ''}`;
        console.error(text, ...(detail.element ? [detail.element] : []));
      }
    },
    dispose: unsubscribe,
  };
}
