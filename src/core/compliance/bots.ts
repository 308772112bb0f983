// Search engines, archives, link previews and AI crawlers. "Cubot" is a phone brand, not a crawler: "bot" not after
// "cu", written without a lookbehind, which Safari before 16.4 cannot parse (the whole script would fail).
const BOT = /(?:^|[^u]|(?:^|[^c])u)bot\b/i;
const CRAWLER = /crawl|spider|slurp|mediapartners|facebookexternalhit|ia_archiver|bingpreview|google-inspectiontool/i;

/** Whether the user agent is a well-known crawler, which `hideFromBots` shows no banner and no UI. */
export function isCrawler(userAgent: string): boolean {
  return BOT.test(userAgent) || CRAWLER.test(userAgent);
}
