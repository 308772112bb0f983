import { useLayoutEffect, useRef } from 'react';
import { ErrorBoundary } from '../shared/error-boundary';
import { bindBanner } from '../../ui/banner/banner-controller';
import { bannerOptions } from '../../ui/banner/banner-options';
import { bannerMarkup } from '../../ui/banner/banner-markup';
import { bannerShownElsewhere } from '../../ui/banner/one-banner';
import { customizeFromBanner } from '../../ui/banner/banner-actions';
import { dialogCanOpen } from '../../ui/element-ownership';
import { ThemeRoot } from '../shared/theme-root';
import { useAdoptedStyles } from '../shared/use-adopted-styles';
import { useConsent, useManager, useTranslations } from '../shared/use-consent';
import { usePage } from '../shared/page-context';
import { hostOf } from '../shared/use-host';
import { usePresence } from '../shared/use-presence';
import { bannerSheets } from '../../ui/banner.styles';
import { preloadDialog } from '../dialog/dialog-on-demand';
import { toReact } from '../shared/to-react';
import { useTakeOver } from '../shared/use-take-over';
import { usePrimaryBanner } from '../shared/use-primary-banner';

/** The element renders the view again when one of its attributes changes (elements/view-renderer.ts). */
interface BannerProps {
  container?: ShadowRoot;
}

/** The cookie banner: title, description and Reject All / Accept All / Customize (spec section 2). */
export function Banner(props: BannerProps) {
  return (
    <ErrorBoundary message="Something went wrong with the Cookie Banner.">
      <BannerView {...props} />
    </ErrorBoundary>
  );
}

/** The markup (src/ui/banner/banner-markup.ts) rendered by React; its behaviour bound by banner-controller.ts. */
function BannerView({ container }: BannerProps) {
  const manager = useManager();
  const page = usePage();
  // One banner per page shows: another `<consent-banner>` stays empty until that one leaves the page.
  const primary = usePrimaryBanner(container);
  const open = useConsent((state) => state.showPopup) && primary;
  const ui = useConsent((state) => state.ui);
  const t = useTranslations();
  // Read from the element, as the drop-in's banner reads them (banner-attributes.ts lists them).
  const options = bannerOptions((name) => hostOf(container)?.getAttribute(name), ui);
  const { scrollLock, trapFocus, animate, noStyle } = options;
  const mounted = usePresence(open, animate);
  const card = useRef<HTMLDivElement>(null);
  // Adopted before the taken-over nodes (and their <style>) go and focus moves: focusing computes styles, and a
  // button computed without its sheet would fade from the browser's grey to the accent (CSS transitions).
  useAdoptedStyles(container, bannerSheets, noStyle);
  // Taking over the drop-in's banner without React: the banner has no entrance animation, so the swap cannot be seen.
  /** Whether this showing is on screen and announced already (by the drop-in's banner, or an earlier binding). */
  const shown = useRef(useTakeOver(container));

  // Bound in the commit that renders the card, so a banner taken over is never left unbound for a frame.
  const hasTexts = !!t;
  useLayoutEffect(() => {
    const host = hostOf(container);
    if (!open) shown.current = false;
    if (!open || !host || !card.current) return;
    const release = bindBanner({
      host,
      card: card.current,
      manager,
      options: { scrollLock, trapFocus },
      shown: shown.current,
      // As the drop-in's banner: it stays until the dialog's view is there, so a view that cannot load keeps it.
      customize: () =>
        void preloadDialog(page.manager).then((ready) => ready && dialogCanOpen() && customizeFromBanner(manager)),
      prefetchDialog: () => void preloadDialog(page.manager),
    });
    shown.current = true;
    return release;
  }, [open, hasTexts, scrollLock, trapFocus, container, manager, page]);

  // One banner per page: another <consent-banner> showing it (a server-painted one) leaves this one empty.
  const host = hostOf(container);
  if (!mounted || !t || (host && bannerShownElsewhere(host))) return null;
  return (
    <ThemeRoot animate={animate}>
      {bannerMarkup(t, ui.legalLinks, options, open).map((node, index) =>
        toReact(node, (part) => (part === 'banner' ? { ref: card } : undefined), index),
      )}
    </ThemeRoot>
  );
}
