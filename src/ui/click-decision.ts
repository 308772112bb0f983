import type { ConsentManager } from '../core/consent-manager';
import { deferEffects } from '../core/page-effects';
import type { ConsentType } from '../core/types';
import { afterNextPaint } from './after-paint';
import { announce } from './announce';

/**
 * A visitor's click on Accept, Reject or Save, in either banner or the dialog. In the click's task: the store (the
 * view hides), the stored record (a tab closed at once keeps it) and `consent-change`, as the contract says. After
 * the frame that shows the view hiding is painted (INP): what the decision does to the page (scripts inserted,
 * iframes and frames loaded: core/page-effects.ts) and the live region's "saved", in that order.
 */
export function decideFromClick(manager: ConsentManager, type: ConsentType, saved?: string, language?: string): void {
  deferEffects(() => void manager.saveConsents(type), afterNextPaint);
  if (saved) afterNextPaint(() => announce(saved, language));
}
