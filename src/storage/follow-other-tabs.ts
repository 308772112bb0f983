import { defaultConsents } from '../core/categories';
import type { ConsentStorage } from './consent-storage';
import type { ConsentState } from '../core/consent-state';
import type { Store } from '../core/create-store';
import type { ManagerEnvironment } from '../core/environment';

/**
 * Follows decisions made in other tabs of the origin: the `storage` event carries them within the same second, and
 * the store update drives everything else (scripts, frames, the request blocker, the banner and dialog, and
 * `consent-change`). Nothing is sent from here: the tab that decided sends its own decision.
 */
export function followOtherTabs(
  env: ManagerEnvironment,
  key: () => string,
  storage: () => ConsentStorage,
  store: Store<ConsentState>,
  askAgain: () => void,
): () => void {
  const target = env.document?.defaultView;
  if (!target) return () => {};
  const listener = (event: StorageEvent) => {
    if (event.key !== null && event.key !== key()) return;
    const record = storage().readRecord();
    const current = store.getState();
    if (!record) {
      if (!current.consentInfo) return;
      store.setState({ consents: defaultConsents(), selectedConsents: defaultConsents(), consentInfo: null });
      return askAgain();
    }
    const info = current.consentInfo;
    if (info && info.time === record.consentInfo.time && info.type === record.consentInfo.type) return;
    store.setState({ consents: record.consents, selectedConsents: record.consents, consentInfo: record.consentInfo, showPopup: false });
  };
  target.addEventListener('storage', listener);
  return () => target.removeEventListener('storage', listener);
}
