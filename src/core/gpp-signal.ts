import { pageSlot } from './page-slot';

/** Page-wide: the GPP string of the consent in force while `__gpp` answers (gating/gpp), for each submission. */
export interface GppSignal {
  gppString?: () => string;
}

export const gppSignal = () => pageSlot<GppSignal>('gpp', () => ({}));
