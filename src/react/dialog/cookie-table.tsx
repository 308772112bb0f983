import { useId, useLayoutEffect, useRef } from 'react';
import type { CookieDeclaration } from '../../core/cookie-declaration';
import type { CategoryName } from '../../core/types';
import { formatMessage } from '../../i18n/format-message';
import type { Translations } from '../../i18n/translation-types';
import { addSheet } from '../../ui/adopt-sheets';
import { cookieTableSheet } from './cookie-table.styles';
import { declaredDuration } from './declared-duration';
import { useCookieDeclaration } from './use-cookie-declaration';

/**
 * Adds the table's sheet to the dialog's shadow root, unless the dialog is unstyled. Again
 * after the commit: the dialog, whose effects run after its children's, may have just replaced its sheets.
 */
function useTableSheet(frame: { current: HTMLElement | null }) {
  useLayoutEffect(() => {
    const adopt = () => {
      const root = frame.current?.getRootNode();
      if (root instanceof ShadowRoot) addSheet(root, cookieTableSheet);
    };
    adopt();
    queueMicrotask(adopt);
  });
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : '—');

interface CategoryDeclarationProps {
  /** The `cookieDeclaration` option: the scan's object, or the URL it is fetched from. */
  option: CookieDeclaration | string;
  category: CategoryName;
  /** The category's title, for the caption. */
  title: string;
  language: string;
  translations: Translations;
  hidden: boolean;
  id: string;
}

/**
 * What a category covers (the `cookieDeclaration` option): a captioned table with column headers and one row
 * header per item. In a narrow card its rows stack (cookie-table.styles.ts); its frame can be focused, to scroll
 * with the keyboard whatever does not fit. The frame is always there (hidden when the category has nothing), so the
 * category's button always controls an element that exists.
 */
export function CategoryDeclaration({
  option,
  category,
  title,
  language,
  translations: t,
  hidden,
  id,
}: CategoryDeclarationProps) {
  const items: unknown = useCookieDeclaration(option)?.categories[category];
  const captionId = useId();
  const frame = useRef<HTMLDivElement>(null);
  useTableSheet(frame);
  const strings = t.cookieDeclaration;
  const rows = (Array.isArray(items) ? items : []).filter((item) => typeof item?.name === 'string');
  const columns = [strings.name, strings.provider, strings.purpose, strings.duration];
  return (
    <div
      ref={frame}
      className="cookie-table-frame"
      id={id}
      hidden={hidden || !rows.length}
      role="region"
      aria-labelledby={captionId}
      tabIndex={rows.length ? 0 : undefined}
    >
      {!!rows.length && (
        <table part="cookie-table" className="cookie-table" role="table" aria-labelledby={captionId}>
          <caption id={captionId}>{formatMessage(strings.caption, { category: title })}</caption>
          <thead role="rowgroup">
            <tr role="row">
              {columns.map((column) => (
                <th key={column} scope="col" role="columnheader">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rows.map((item, index) => (
              <tr part="cookie-row" role="row" key={`${item.type ?? ''} ${item.name} ${item.domain ?? ''} ${index}`}>
                <th scope="row" role="rowheader">
                  {item.name}
                </th>
                <td role="cell" data-label={columns[1]}>
                  {text(item.provider)}
                </td>
                <td role="cell" data-label={columns[2]}>
                  {text(item.purpose)}
                </td>
                <td role="cell" data-label={columns[3]}>
                  {declaredDuration(item.duration, language, t)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
