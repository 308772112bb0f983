/**
 * While the banner shows, its host in the page's own DOM is a region landmark labelled by the banner's title: a
 * screen reader finds the (non-modal) banner among the landmarks, and tools that do not look into shadow roots
 * (consent scanners, the heuristics of consent-automation extensions) see a labelled consent region. The site's own
 * `role` or `aria-label` on the element wins. A card that is a region itself (the opt-out notice) is already that
 * landmark: the host stays plain, as a second region with the same name around it would be announced twice (and is
 * what axe's landmark-unique reports). Returns what takes it away again.
 */
export function markHostLandmark(host: Element, card: HTMLElement): () => void {
  if (card.getAttribute('role') === 'region') return () => {};
  const title = card.querySelector('[part~="title"]')?.textContent?.trim();
  const added: string[] = [];
  const set = (name: string, value: string | undefined) => {
    if (!value || host.hasAttribute(name)) return;
    host.setAttribute(name, value);
    added.push(name);
  };
  set('role', 'region');
  set('aria-label', title);
  return () => {
    for (const name of added.splice(0)) host.removeAttribute(name);
  };
}
