import { useId, useLayoutEffect, useRef } from 'react';
import type { DeclaredItem } from '../../core/cookie-declaration';
import { formatMessage } from '../../i18n/merge-translations';
import type { Translations } from '../../i18n/types';
import { themeSheet } from '../../ui/theme.styles';
import { cookieTableSheet } from './cookie-table.styles';
import { declaredDuration } from './declared-duration';

/**
 * Adds the table's sheet to the dialog's shadow root, unless the dialog is unstyled (no theme sheet there). Again
 * after the commit: the dialog, whose effects run after its children's, may have just replaced its sheets.
 */
function useTableSheet(frame: { current: HTMLElement | null }) {
  useLayoutEffect(() => {
    const adopt = () => {
      const root = frame.current?.getRootNode();
      if (!(root instanceof ShadowRoot)) return;
      const sheets = root.adoptedStyleSheets;
      if (sheets.includes(themeSheet()) && !sheets.includes(cookieTableSheet())) {
        root.adoptedStyleSheets = [...sheets, cookieTableSheet()];
      }
    };
    adopt();
    queueMicrotask(adopt);
  });
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : '—');

interface CookieTableProps {
  /** The category's title, for the caption. */
  title: string;
  items: DeclaredItem[];
  language: string;
  translations: Translations;
  hidden: boolean;
  id: string;
}

/**
 * What a category covers (the `cookieDeclaration` option): a captioned table with column headers and one row
 * header per item. In a narrow card its rows stack (dialog.styles.ts); its frame can be focused, to scroll with the
 * keyboard whatever does not fit.
 */
export function CookieTable({ title, items, language, translations: t, hidden, id }: CookieTableProps) {
  const captionId = useId();
  const frame = useRef<HTMLDivElement>(null);
  useTableSheet(frame);
  const strings = t.cookieDeclaration;
  const rows = Array.isArray(items) ? items.filter((item) => typeof item?.name === 'string') : [];
  if (!rows.length) return null;
  const columns = [strings.name, strings.provider, strings.purpose, strings.duration];
  return (
    <div
      ref={frame} className="cookie-table-frame" id={id} hidden={hidden} role="region" aria-labelledby={captionId}
      tabIndex={0}
    >
      <table part="cookie-table" className="cookie-table" role="table" aria-labelledby={captionId}>
        <caption id={captionId}>{formatMessage(strings.caption, { category: title })}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => <th key={column} scope="col" role="columnheader">{column}</th>)}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((item, index) => (
            <tr part="cookie-row" role="row" key={`${item.type ?? ''} ${item.name} ${item.domain ?? ''} ${index}`}>
              <th scope="row" role="rowheader">{item.name}</th>
              <td role="cell" data-label={columns[1]}>{text(item.provider)}</td>
              <td role="cell" data-label={columns[2]}>{text(item.purpose)}</td>
              <td role="cell" data-label={columns[3]}>{declaredDuration(item.duration, language, t)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
