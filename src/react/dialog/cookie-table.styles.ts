import { lazySheet } from '../../ui/lazy-sheet';

/** The declaration's tables: in their own file with the table's view, so a dialog without a declaration has none. */
export const cookieTableSheet = lazySheet(`
/* A narrow card (320 px, 400% zoom) stacks each row, every value under its column's name; the explicit ARIA roles
   keep the table's semantics, which some browsers drop with the display change. */
.cookie-table-frame { margin-top: 8px; padding-inline-start: 16px; overflow-x: auto; container-type: inline-size; }
.cookie-table { width: 100%; border-collapse: collapse; font-size: 12px; }
.cookie-table caption, th, td { text-align: start; vertical-align: top; }
.cookie-table caption { font-weight: 700; padding-bottom: 4px; }
th, td { padding: 4px 6px; border-bottom: 1px solid var(--_border); overflow-wrap: break-word; }
thead th { color: var(--_muted); }
@container (max-width: 20rem) {
  thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
  tr, tbody th, td { display: block; border: 0; padding: 2px 0; overflow-wrap: anywhere; }
  tbody tr { padding: 6px 0; border-bottom: 1px solid var(--_border); }
  td::before { content: attr(data-label) ": " / ""; font-weight: 700; }
}
`);
