import { hostCategory } from './tracking-hosts.mjs';

// Video players a page embeds in a <consent-frame>. The request blocker's table leaves them out on purpose (blocking
// their requests would break the embeds), so the scan knows them here; the README's own example is YouTube's
// privacy-enhanced player, gated by marketing like the README's frame.
const YOUTUBE = {
  category: 'marketing',
  provider: 'YouTube (Google)',
  purpose: 'An embedded YouTube player: it plays the video and lets Google measure and personalise what is watched.',
};

/** @type {Readonly<Record<string, typeof YOUTUBE>>} */
const EMBED_HOSTS = {
  'youtube-nocookie.com': YOUTUBE,
  'youtube.com': YOUTUBE,
  'ytimg.com': { ...YOUTUBE, purpose: "Images of YouTube's embedded player (thumbnails)." },
};
const CATEGORIES = Object.fromEntries(Object.entries(EMBED_HOSTS).map(([host, entry]) => [host, entry.category]));

/**
 * What the scan knows about an embed's host (or one of its parents).
 * @param {string} host
 * @returns {import('./classify.mjs').Classification | undefined}
 */
export function embedHost(host) {
  const found = hostCategory(CATEGORIES, host);
  return found && { ...EMBED_HOSTS[found.key] };
}
