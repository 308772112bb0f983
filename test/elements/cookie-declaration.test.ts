import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { resolveConfig } from '../../src/core/config';
import type { CookieDeclaration } from '../../src/core/cookie-declaration';
import { ConsentConfigError } from '../../src/core/errors';
import { preloadDialog } from '../../src/react/dialog/dialog-on-demand';
import { defineTags, freshManager, part, waitForPart } from '../helpers/elements';
import { sleep } from '../helpers/environment';
import { chromiumOnly, engine } from '../helpers/engine';

defineTags('consent-dialog');

/** What `consent-elements scan --json` writes for the fixture site (test/scan/), trimmed. */
const DECLARATION: CookieDeclaration = {
  scannedAt: '2026-11-26T20:00:00.000Z',
  tool: { name: 'consent-elements', version: '0.1.0' },
  categories: {
    necessary: [
      {
        name: 'PHPSESSID',
        type: 'cookie',
        provider: 'PHP.net',
        domain: '127.0.0.1',
        purpose: 'Keeps the session.',
        duration: 'session',
        firstParty: true,
      },
      {
        name: 'privacy-consent-storage',
        type: 'localStorage',
        provider: 'consent-elements',
        domain: '127.0.0.1',
        purpose: "Stores the visitor's consent decision.",
        duration: 'persistent',
        firstParty: true,
      },
    ],
    measurement: [
      {
        name: '_ga',
        type: 'cookie',
        provider: 'Google Analytics',
        domain: '127.0.0.1',
        purpose: 'ID used to identify users',
        duration: '13 months',
        firstParty: true,
      },
    ],
    marketing: [
      {
        name: '127.0.0.2',
        type: 'request',
        provider: '<b>Fixture Ads</b>',
        domain: '127.0.0.2',
        purpose: null,
        duration: 'n/a',
        firstParty: false,
      },
    ],
  },
  unknown: [],
  warnings: [],
  violations: [],
};

async function openDialog(cookieDeclaration: CookieDeclaration | string) {
  const { manager } = await freshManager({
    consentCategories: ['necessary', 'measurement', 'marketing'],
    cookieDeclaration,
  });
  const el = await fixture<HTMLElement>(html`<consent-dialog></consent-dialog>`);
  manager.setIsPrivacyDialogOpen(true);
  await waitForPart(el, 'dialog');
  return { manager, el };
}

const tables = (el: HTMLElement) => [...el.shadowRoot!.querySelectorAll<HTMLTableElement>('[part~="cookie-table"]')];
const expandAll = (el: HTMLElement) => {
  for (const title of el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="category-title"]')) title.click();
};

describe("cookieDeclaration: the dialog's tables of what each category covers", () => {
  // The first opening fetches the dialog's view; on a busy machine that alone can outlast a part's wait.
  before(() => preloadDialog());
  afterEach(() => (engine === 'chromium' ? setViewport({ width: 800, height: 600 }) : undefined));

  it('shows under each category a captioned table with column and row headers, parts cookie-table and cookie-row', async () => {
    const { el } = await openDialog(DECLARATION);
    await waitUntil(() => tables(el).length === 3, 'three tables');
    const [necessary, measurement, marketing] = tables(el);
    expect(necessary!.closest('[part~="category"]')!.getAttribute('data-category')).to.equal('necessary');
    expect(necessary!.caption!.textContent).to.equal('Strictly Necessary: cookies and similar technologies');
    expect([...necessary!.tHead!.querySelectorAll('th[scope="col"]')].map((th) => th.textContent)).to.deep.equal([
      'Name',
      'Provider',
      'Purpose',
      'Duration',
    ]);
    const rows = [...necessary!.querySelectorAll('[part~="cookie-row"]')];
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).to.deep.equal([
      ['PHPSESSID', 'PHP.net', 'Keeps the session.', 'Session'],
      ['privacy-consent-storage', 'consent-elements', "Stores the visitor's consent decision.", 'Until deleted'],
    ]);
    expect(rows[0]!.firstElementChild!.matches('th[scope="row"]')).to.equal(true);
    expandAll(el);
    await waitUntil(() => !necessary!.parentElement!.hidden);
    expect(getComputedStyle(rows[0]!.children[1]!).display, 'columns in a wide card').to.equal('table-cell');
    expect(measurement!.querySelector('td:last-child')!.textContent).to.equal('13 months');
    // Text, never markup; a request has no duration.
    expect(marketing!.querySelector('td')!.textContent).to.equal('<b>Fixture Ads</b>');
    expect(marketing!.querySelector('b')).to.equal(null);
    expect([...marketing!.querySelectorAll('td')].map((cell) => cell.textContent).slice(1)).to.deep.equal(['—', '—']);
  });

  it("belongs to the category's expandable details, and is accessible expanded", async () => {
    const { el } = await openDialog(DECLARATION);
    await waitUntil(() => tables(el).length === 3);
    const frame = tables(el)[1]!.parentElement!;
    expect(frame.hidden).to.equal(true);
    const title = el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="category-title"]')[1]!;
    expect(title.getAttribute('aria-controls')!.split(' ')).to.include(frame.id);
    expandAll(el);
    await waitUntil(() => !frame.hidden);
    // The dialog fades in (200 ms, longer on a slow engine): axe measures contrast once every animation has finished.
    const running = [...el.shadowRoot!.querySelectorAll('*')].flatMap((node) => node.getAnimations());
    await Promise.race([Promise.all(running.map((animation) => animation.finished)), sleep(3000)]);
    await expect(el).to.be.accessible();
  });

  it('fetches a URL when the dialog opens', async () => {
    const url = `data:application/json,${encodeURIComponent(JSON.stringify(DECLARATION))}`;
    const { el } = await openDialog(url);
    await waitUntil(() => tables(el).length === 3, 'the fetched declaration renders');
    expect(tables(el)[1]!.querySelector('th[scope="row"]')!.textContent).to.equal('_ga');
  });

  it('shows nothing (and throws nothing) when the URL gives no declaration', async () => {
    const { el } = await openDialog('data:application/json,{"categories":5}');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(part(el, 'dialog')).to.exist;
    expect(tables(el)).to.have.length(0);
  });

  it("speaks the visitor's language: caption, headers and durations", async () => {
    const { el, manager } = await openDialog(DECLARATION);
    await manager.setLanguage('de');
    await waitUntil(() => tables(el)[1]?.tHead?.textContent?.includes('Anbieter'), 'German headers');
    const measurement = tables(el)[1]!;
    const title = el.shadowRoot!.querySelectorAll('[part~="category-title"]')[1]!.textContent;
    expect(measurement.caption!.textContent).to.equal(`${title}: Cookies und ähnliche Technologien`);
    expect(measurement.querySelector('td:last-child')!.textContent).to.equal('13 Monate');
    expect(tables(el)[0]!.querySelector('td:last-child')!.textContent).to.equal('Sitzung');
  });

  for (const [width, height] of [
    [320, 480],
    [320, 256],
  ] as const) {
    chromiumOnly('setViewport is a command of the Chromium launcher')(
      `reflows at ${width}x${height} (320 px, 400% zoom): no sideways scrolling of the page`,
      async () => {
        await setViewport({ width, height });
        const { el } = await openDialog(DECLARATION);
        await waitUntil(() => tables(el).length === 3);
        expandAll(el);
        await waitUntil(() => !tables(el)[0]!.parentElement!.hidden);
        const panel = part(el, 'dialog')!;
        for (const table of tables(el)) {
          const frame = table.parentElement!.getBoundingClientRect();
          const card = panel.getBoundingClientRect();
          expect(frame.left).to.be.at.least(card.left - 1);
          expect(frame.right).to.be.at.most(card.right + 1);
          expect(frame.width).to.be.above(200);
        }
        expect(document.documentElement.scrollWidth).to.be.at.most(innerWidth);
        // Too narrow for four columns: each row stacks, every value a line of its own under its column's name.
        const cell = tables(el)[1]!.querySelector('td')!;
        expect(getComputedStyle(cell).display).to.equal('block');
        expect(cell.getAttribute('data-label')).to.equal('Provider');
        expect(tables(el)[1]!.getAttribute('role')).to.equal('table');
      },
    );
  }

  it('is validated: a bad declaration names its field', () => {
    const field = (cookieDeclaration: unknown) => {
      try {
        resolveConfig({ cookieDeclaration } as never);
      } catch (error) {
        expect(error).to.be.instanceOf(ConsentConfigError);
        return (error as ConsentConfigError).field;
      }
      return 'valid';
    };
    expect(field(DECLARATION)).to.equal('valid');
    expect(field('/cookie-declaration.json')).to.equal('valid');
    expect(field('')).to.equal('cookieDeclaration');
    expect(field(42)).to.equal('cookieDeclaration.categories');
    expect(field({ categories: { ads: [] } })).to.equal('cookieDeclaration.categories.ads');
    expect(field({ categories: { marketing: {} } })).to.equal('cookieDeclaration.categories.marketing');
    expect(field({ categories: { marketing: [{ provider: 'x' }] } })).to.equal(
      'cookieDeclaration.categories.marketing[0].name',
    );
    expect(field({ categories: { marketing: [{ name: 'x', purpose: 1 }] } })).to.equal(
      'cookieDeclaration.categories.marketing[0].purpose',
    );
  });
});
