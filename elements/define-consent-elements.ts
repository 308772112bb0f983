import type { PageAccess } from '../src/core/page-object';
import { ConsentBannerElement } from './consent-banner';
import { ConsentDialogElement } from './consent-dialog';
import { ConsentFrameElement } from './consent-frame';
import { ConsentLoadingBarElement } from './consent-loading-bar';
import { defineOnce } from './define-once';
import { connectElements } from './page-connection';
import { fetchViewsWith, provideViews, type Views, type ViewsOnDemand } from './view-renderer';

/** Every tag and its class. The classes register nothing on import: only defineConsentElements does. */
export const TAGS = {
  'consent-banner': ConsentBannerElement,
  'consent-dialog': ConsentDialogElement,
  'consent-frame': ConsentFrameElement,
  'consent-loading-bar': ConsentLoadingBarElement,
} as const;

export type TagName = keyof typeof TAGS;

export interface Composition {
  /** The page's manager and loading bar, which every element and view uses. */
  page: PageAccess;
  /** The views at once (a bundle that carries React anyway), or how to fetch them when an element first needs one. */
  views: Views | ViewsOnDemand;
}

/**
 * The one place the elements are put together, called by each entry (src/entries/, the drop-in's UI chunk): the
 * page first, then the views, then the tags, so a tag already in the document finds both when it upgrades.
 */
export function defineConsentElements({ page, views }: Composition): void {
  connectElements(page);
  if (typeof views === 'function') fetchViewsWith(views);
  else provideViews(views);
  for (const tag in TAGS) defineOnce(tag, TAGS[tag as TagName]);
}
