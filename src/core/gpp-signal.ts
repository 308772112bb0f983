import { pageSlot } from './page-slot';

/** Page-wide: the GPP string of the consent in force while `__gpp` answers (gating/gpp), for each submission. */
export interface GppSignal {
  gppString?: () => string;
  /** Settles once the API has loaded and taken the latest consent in force; a submission waits for it. */
  settled?: Promise<unknown>;
}

export const gppSignal = () => pageSlot<GppSignal>('gpp', () => ({}));

/** How long a submission waits for the GPP string at most: a decision is never held back by a chunk that hangs. */
const GPP_WAIT_MS = 3000;

/** Resolves once the string of the consent in force is there (with the `gpp` option), or after GPP_WAIT_MS. */
export const gppSettled = (): Promise<unknown> | undefined => {
  const settled = gppSignal().settled;
  return settled && Promise.race([settled, new Promise((resolve) => setTimeout(resolve, GPP_WAIT_MS))]);
};
