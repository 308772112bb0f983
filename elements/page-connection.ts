import type { PageAccess } from '../src/core/page-slot';

let connected: PageAccess | undefined;
const waiting: Array<(page: PageAccess) => void> = [];

/**
 * Hands the elements the page's manager and loading bar: each entry (`define`, the drop-in's UI chunk) calls it once.
 * Its module body runs after the tags' modules have registered them, so an element connected before waits for it.
 */
export function connectElements(page: PageAccess): void {
  connected = page;
  for (const use of waiting.splice(0)) use(page);
}

/** Runs `use` with the page the entry handed down: at once, or as soon as the entry connects the elements. */
export function withPage(use: (page: PageAccess) => void): void {
  if (connected) use(connected);
  else waiting.push(use);
}

/** The page handed down; only called once an element has connected (after withPage), so it is there. */
export const connectedPage = (): PageAccess => connected!;
