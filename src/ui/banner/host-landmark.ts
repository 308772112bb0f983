/**
 * While the banner shows, its host in the page's own DOM is a region landmark named `landmark`
 * (`cookieBanner.landmark`, "Cookie consent"): a screen reader finds the (non-modal) banner among the landmarks, and
 * tools that do not look into shadow roots (consent scanners, the heuristics of consent-automation extensions) see a
 * labelled consent region. Not named by the title: the card inside is a dialog labelled by its title, and a region
 * with the same name around it had the title announced twice. The site's own `role` or `aria-label` on the element
 * wins. A card that is a region itself (the opt-out notice) is already the landmark: the host stays plain, as a
 * region inside a region would be announced twice too (and is what axe's landmark-unique reports). Returns what
 * takes it away again.
 */
export function markHostLandmark(host: Element, card: HTMLElement, landmark: string | undefined): () => void {
  if (card.getAttribute('role') === 'region') return () => {};
  const added: string[] = [];
  const set = (name: string, value: string | undefined) => {
    if (!value || host.hasAttribute(name)) return;
    host.setAttribute(name, value);
    added.push(name);
  };
  set('role', 'region');
  set('aria-label', landmark);
  return () => {
    for (const name of added.splice(0)) host.removeAttribute(name);
  };
}
