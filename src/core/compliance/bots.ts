// Search engines, archives, link previews and AI crawlers. "Cubot" is a phone brand, not a crawler.
const CRAWLER =
  /(?<!cu)bot\b|crawl|spider|slurp|mediapartners|facebookexternalhit|ia_archiver|bingpreview|google-inspectiontool/i;

/** Whether the user agent is a well-known crawler, which `hideFromBots` shows no banner and no UI. */
export function isCrawler(userAgent: string): boolean {
  return CRAWLER.test(userAgent);
}
