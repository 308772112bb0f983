import { expect, waitUntil } from '@open-wc/testing';

/** What a late-elements scenario needs from a page: its window and document, and the page's store. */
export interface LatePage {
  win: Window & { __ran?: string[] };
  doc: Document;
  manager(): {
    has(category: string): boolean;
    setConsent(name: string, value: boolean): Promise<void>;
    getState(): any;
  };
}

const part = (element: Element | null, name: string) =>
  element?.shadowRoot?.querySelector<HTMLElement>(`[part~="${name}"]`) ?? null;
const wait = (condition: () => unknown, message: string) => waitUntil(condition, message, { timeout: 5000 });

/** Inserts markup after load, as a single-page app's router would; returns the inserted element. */
export function insert(page: LatePage, html: string, into: Element = page.doc.body): Element {
  const template = page.doc.createElement('template');
  template.innerHTML = html;
  const element = template.content.firstElementChild!;
  into.append(element);
  return element;
}

/**
 * Every kind of element, added after load, removed and added again (single-page-app navigation), with the marketing
 * category not granted: each renders and gates; granting through a late frame's placeholder then runs the rest.
 */
export async function lateElementsScenario(page: LatePage): Promise<void> {
  const { win } = page;
  const embed = `/test/gating/fixtures/frame.html?late-${Math.random().toString(36).slice(2)}`;

  // A frame: its placeholder renders, its parked iframe stays without src; away and back, it renders again.
  const frameHtml = `<consent-frame category="marketing"><iframe title="Video" data-src="${embed}"></iframe>
  </consent-frame>`;
  let frame = insert(page, frameHtml);
  await wait(() => part(frame, 'placeholder-button'), 'a late <consent-frame> shows no placeholder');
  frame.remove();
  frame = insert(page, frameHtml);
  await wait(() => part(frame, 'placeholder-button'), 'a re-added <consent-frame> shows no placeholder');
  expect(frame.querySelector('iframe')!.hasAttribute('src')).to.equal(false);

  // The inline widget: rendered, removed, re-added, still rendered.
  let widget = insert(page, '<consent-dialog variant="widget"></consent-dialog>');
  await wait(() => part(widget, 'save-button'), 'a late widget does not render');
  widget.remove();
  widget = insert(page, '<consent-dialog variant="widget"></consent-dialog>');
  await wait(() => part(widget, 'save-button'), 'a re-added widget does not render');

  // The modal dialog, opened by a late trigger.
  const dialog = insert(page, '<consent-dialog></consent-dialog>');
  const trigger = insert(page, '<button data-consent-action="open-dialog">Cookie settings</button>') as HTMLElement;
  trigger.click();
  await wait(() => part(dialog, 'dialog'), 'a late trigger does not open a late dialog');
  part(dialog, 'close-button')!.click();
  await wait(() => !page.manager().getState().isPrivacyDialogOpen, 'the dialog did not close');

  // A loading bar added while one runs.
  const api = (win as unknown as { ConsentElements?: { loadingBar: { start(): void; done(): void } } }).ConsentElements;
  let bar = insert(page, '<consent-loading-bar></consent-loading-bar>');
  await wait(() => api?.loadingBar ?? loadingBarSlot(win), 'no loading bar on the page');
  const loadingBar = api?.loadingBar ?? loadingBarOf(win);
  loadingBar.start();
  await wait(() => part(bar, 'bar'), 'a late loading bar does not show');
  bar.remove();
  bar = insert(page, '<consent-loading-bar></consent-loading-bar>');
  await wait(() => part(bar, 'bar'), 'a re-added loading bar does not show');
  loadingBar.done();

  // Parked iframe and script, added late: nothing before the grant.
  const iframe = insert(page, `<iframe title="Ad" data-category="marketing" data-src="${embed}-direct"></iframe>`);
  const ran = 'window.__ran = [...(window.__ran || []), "late"]';
  insert(page, `<script type="text/plain" data-category="marketing">${ran}</script>`);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(iframe.hasAttribute('src')).to.equal(false);
  expect(win.__ran ?? []).to.deep.equal([]);

  // Granting from the re-added frame's placeholder runs everything waiting for it.
  part(frame, 'placeholder-button')!.click();
  await wait(() => page.manager().has('marketing'), 'the placeholder button did not grant');
  await wait(() => frame.querySelector('iframe')!.getAttribute('src') === embed, 'the frame iframe got no src');
  await wait(() => frame.querySelector('iframe')!.assignedSlot, 'the frame does not show its content');
  await wait(() => iframe.getAttribute('src') === `${embed}-direct`, 'the parked iframe got no src');
  await wait(() => win.__ran?.includes('late'), 'the parked script did not run');

  // A frame added after the grant shows its content at once, and a late set-consent trigger withdraws it.
  const granted = insert(page, '<consent-frame category="marketing"><p>Shown</p></consent-frame>');
  await wait(() => granted.querySelector('p')!.assignedSlot, 'a granted late frame does not show its content');
  const off = '<button data-consent-action="set-consent" data-category="marketing" data-value="false">Off</button>';
  const withdraw = insert(page, off);
  (withdraw as HTMLElement).click();
  await wait(() => !page.manager().has('marketing'), 'a late set-consent trigger did nothing');
  await wait(() => part(granted, 'placeholder-button'), 'the late frame does not go back to its placeholder');
}

type Bar = { start(): void; done(): void };
/** The page's loading bar, as every copy of the library shares it (the ESM entries do not export it). */
const loadingBarSlot = (win: Window) =>
  (win as unknown as Record<symbol, { loadingBar?: Bar }>)[Symbol.for('consent-elements.store')]?.loadingBar;

function loadingBarOf(win: Window): Bar {
  const bar = loadingBarSlot(win);
  if (!bar) throw new Error('no loading bar on the page');
  return bar;
}

/** A first visit: a `<consent-banner>` added after load shows, and deciding through it hides it. */
export async function lateBannerScenario(page: LatePage): Promise<void> {
  const banner = insert(page, '<consent-banner></consent-banner>');
  await wait(() => part(banner, 'reject-button'), 'a late <consent-banner> does not show');
  banner.remove();
  const again = insert(page, '<consent-banner></consent-banner>');
  await wait(() => part(again, 'reject-button'), 'a re-added <consent-banner> does not show');
  part(again, 'reject-button')!.click();
  await wait(() => page.manager().getState().consentInfo?.type === 'necessary', 'the late banner did not decide');
  await wait(() => !part(again, 'banner'), 'the late banner stayed');
}
