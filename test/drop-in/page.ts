import { waitUntil } from '@open-wc/testing';

export interface DropInPage {
  frame: HTMLIFrameElement;
  win: Window & { ConsentElements?: any; __log?: string[] };
  doc: Document;
  resources(): string[];
  remove(): void;
}

const pages: DropInPage[] = [];

/** Loads a page that uses only the built drop-in script (dist/), in a same-origin iframe. */
export async function dropInPage({
  head = '',
  body = '',
  config,
  src = '/dist/consent-elements.js',
  after = '',
}: {
  head?: string;
  body?: string;
  config?: unknown;
  src?: string;
  after?: string;
}): Promise<DropInPage> {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width:800px;height:600px;border:0';
  const json =
    config === undefined
      ? ''
      : `<script type="application/json" id="consent-config">${JSON.stringify(config)}</script>`;
  frame.srcdoc = `<!doctype html><html lang="en"><head><title>t</title>${json}${head}<script src="${src}"></script>${after}</head><body>${body}</body></html>`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow as DropInPage['win'];
  const page: DropInPage = {
    frame,
    win,
    doc: frame.contentDocument!,
    resources: () => win.performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    remove: () => frame.remove(),
  };
  pages.push(page);
  await waitUntil(() => win.ConsentElements, 'drop-in did not start', { timeout: 3000 });
  return page;
}

export function shadowPart(element: Element | null, name: string): HTMLElement | null {
  return element?.shadowRoot?.querySelector<HTMLElement>(`[part~="${name}"]`) ?? null;
}

export const STORED_RECORD = JSON.stringify({
  consents: { necessary: true, functionality: false, experience: false, measurement: true, marketing: true },
  consentInfo: { time: Date.now(), type: 'all' },
});

/** The cookie mirror outlives a test page: every page of the origin would read the last test's decision. */
export function clearConsentCookie() {
  document.cookie = 'consent-elements=; path=/; max-age=0';
}

beforeEach(() => {
  localStorage.clear();
  clearConsentCookie();
});
afterEach(() => {
  for (const page of pages.splice(0)) page.remove();
  localStorage.clear();
  clearConsentCookie();
});
