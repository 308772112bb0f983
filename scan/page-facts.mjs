// What the scan reads from a loaded page: its storage keys in every frame, the scripts it gates by category, and
// its same-origin links.

/**
 * @param {import('playwright-core').Page} page
 * @returns {Promise<{ type: 'localStorage' | 'sessionStorage', name: string, host: string }[]>}
 */
export async function storageKeys(page) {
  const perFrame = await Promise.all(
    page.frames().map((frame) =>
      frame
        .evaluate(() => {
          /** @param {'localStorage' | 'sessionStorage'} type */
          const keys = (type) => {
            try {
              return Object.keys(window[type]).map((name) => ({ type, name, host: location.hostname }));
            } catch {
              return [];
            }
          };
          return /^https?:$/.test(location.protocol) ? [...keys('localStorage'), ...keys('sessionStorage')] : [];
        })
        .catch(() => []),
    ),
  );
  return perFrame.flat();
}

/**
 * From the page's markup and JSON config: the scripts it lets consent-elements gate (parked `<script type="text/plain"
 * data-category>` and the config's `scripts`; only these can run "without their category"), and the names it gives
 * the library's own storage.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<{ scripts: { src: string, category: string }[], storageKey?: string, cookieName?: string }>}
 */
export async function pageConfigOf(page) {
  return page
    .evaluate(() => {
      /** @type {{ src: string, category: string }[]} */
      const scripts = [];
      for (const script of document.querySelectorAll('script[type="text/plain"][data-category]')) {
        const src = script.getAttribute('data-src') ?? script.getAttribute('src');
        const category = script.getAttribute('data-category') ?? '';
        if (src) scripts.push({ src: new URL(src, document.baseURI).href, category });
      }
      const element = document.querySelector('script#consent-config[type="application/json"]');
      /** @type {{ scripts?: unknown, storageKey?: unknown, cookie?: { name?: unknown } }} */
      let config = {};
      try {
        config = JSON.parse(element?.textContent ?? '{}') ?? {};
      } catch {
        // A broken config is the page's own error, reported by the library.
      }
      for (const script of Array.isArray(config.scripts) ? config.scripts : []) {
        if (typeof script?.src === 'string' && typeof script.category === 'string') {
          scripts.push({ src: new URL(script.src, document.baseURI).href, category: script.category });
        }
      }
      const text = (/** @type {unknown} */ value) => (typeof value === 'string' ? value : undefined);
      return { scripts, storageKey: text(config.storageKey), cookieName: text(config.cookie?.name) };
    })
    .catch(() => ({ scripts: [] }));
}

/**
 * Up to `limit` pages of the same origin linked from this one, without fragments, the page itself left out.
 * @param {import('playwright-core').Page} page
 * @param {number} limit
 * @returns {Promise<string[]>}
 */
export async function sameOriginLinks(page, limit) {
  if (limit === 0) return [];
  const hrefs = await page
    .evaluate(() =>
      [...document.querySelectorAll('a[href]')].map((link) => /** @type {HTMLAnchorElement} */ (link).href),
    )
    .catch(() => []);
  const here = new URL(page.url());
  const links = new Set();
  for (const href of hrefs) {
    const url = new URL(href);
    url.hash = '';
    if (url.origin !== here.origin || url.href === here.href.split('#')[0]) continue;
    if (/\.(pdf|zip|png|jpe?g|gif|svg|webp|mp4|mp3|css|js|json|xml)$/i.test(url.pathname)) continue;
    links.add(url.href);
    if (links.size === limit) break;
  }
  return [...links];
}
