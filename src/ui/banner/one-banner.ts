/**
 * Whether another `<consent-banner>` beside `host` (in its document, or the shadow root it sits in) already shows the
 * banner: its card is rendered, painted by a server, by the drop-in or by the React view. One banner per page: a
 * second element, such as the page's own `<consent-banner>` left beside a server-painted one (docs/first-paint.md),
 * stays empty, so the visitor sees one banner and screen readers get one region. The one showing is the first to
 * render its card; a painted banner has it before any script runs, so it wins.
 */
export function bannerShownElsewhere(host: Element): boolean {
  for (const other of (host.getRootNode() as ParentNode).querySelectorAll('consent-banner')) {
    if (other !== host && other.shadowRoot?.querySelector('[part~="banner"]')) return true;
  }
  return false;
}
