import { waitUntil } from '@open-wc/testing';
import { getConsentManager, resetConsentManagerForTests } from '../../src/page/singleton';
import { pageAccess } from '../../src/page/page-access';
import { TAGS, type TagName } from '../../elements/define-consent-elements';
import { defineOnce } from '../../elements/define-once';
import { connectElements } from '../../elements/page-connection';
import { fetchViewsWith } from '../../elements/view-renderer';
import { viewsOnDemand } from '../../elements/views-on-demand';
import { createSafeStorage } from '../../src/storage/safe-storage';
import type { ManagerEnvironment } from '../../src/core/environment';
import { configure } from '../../src/page/singleton';
import type { ConsentOptions } from '../../src/core/options';
import { MemoryStorage, memoryCookies } from './environment';

// The tests are the entry: as `consent-elements/define` does (src/entries/define.ts), they hand the elements the
// page's manager and have them fetch their views on demand; each test registers the tags it uses (defineTags).
connectElements(pageAccess);
fetchViewsWith(viewsOnDemand);

/** Registers the given tags only (defineConsentElements registers every tag). */
export const defineTags = (...tags: TagName[]): void => tags.forEach((tag) => defineOnce(tag, TAGS[tag]));

/** A fresh page manager (memory storage, English) configured with `options`, ready before the element renders. */
export async function freshManager(
  options: ConsentOptions = {},
  environment: Partial<ManagerEnvironment> & { localStorage?: Storage } = {},
) {
  const localStorage = environment.localStorage ?? new MemoryStorage();
  resetConsentManagerForTests({
    languages: ['en'],
    storage: createSafeStorage(() => localStorage),
    cookies: memoryCookies(),
    ...environment,
  });
  await configure(options);
  const manager = getConsentManager();
  await manager.ready;
  return { manager, localStorage };
}

export function part<T extends Element = HTMLElement>(element: Element, name: string): T | null {
  return element.shadowRoot?.querySelector<T>(`[part~="${name}"]`) ?? null;
}

export async function waitForPart<T extends Element = HTMLElement>(
  element: Element,
  name: string,
  message?: string,
): Promise<T> {
  await waitUntil(() => part(element, name), message ?? `part ${name} did not render`, { timeout: 3000 });
  return part<T>(element, name)!;
}

export async function waitForNoPart(element: Element, name: string): Promise<void> {
  await waitUntil(() => !part(element, name), `part ${name} is still rendered`, { timeout: 3000 });
}

afterEach(() => {
  resetConsentManagerForTests();
  document.documentElement.classList.remove('dark');
  document.documentElement.style.overflow = '';
});
