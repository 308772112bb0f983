import { waitUntil } from '@open-wc/testing';
import { getConsentManager, pageAccess, resetConsentManagerForTests } from '../../src/page/singleton';
import { connectElements } from '../../elements/page-connection';
import '../../elements/views-on-demand';
import { createSafeStorage } from '../../src/storage/safe-storage';
import type { ManagerEnvironment } from '../../src/core/environment';
import { configure } from '../../src/page/singleton';
import type { ConsentOptions } from '../../src/core/options';
import { MemoryStorage, memoryCookies } from './environment';

// The tests import the tags' modules one by one: they are the entry that hands them the page's manager and, as
// `consent-elements/define` does (elements/define.ts), has them fetch their views on demand (views-on-demand.ts).
connectElements(pageAccess);

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
