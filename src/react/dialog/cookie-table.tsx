import { useId } from 'react';
import type { DeclaredItem } from '../../core/cookie-declaration';
import { formatMessage } from '../../i18n/merge-translations';
import type { Translations } from '../../i18n/types';
import { declaredDuration } from './declared-duration';

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
 * header per item. Its frame scrolls sideways when a long name cannot wrap, and it can be focused to scroll with
 * the keyboard.
 */
export function CookieTable({ title, items, language, translations: t, hidden, id }: CookieTableProps) {
  const captionId = useId();
  const strings = t.cookieDeclaration;
  const rows = Array.isArray(items) ? items.filter((item) => typeof item?.name === 'string') : [];
  if (!rows.length) return null;
  return (
    <div className="cookie-table-frame" id={id} hidden={hidden} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table part="cookie-table" className="cookie-table">
        <caption id={captionId}>{formatMessage(strings.caption, { category: title })}</caption>
        <thead>
          <tr>
            <th scope="col">{strings.name}</th>
            <th scope="col">{strings.provider}</th>
            <th scope="col">{strings.purpose}</th>
            <th scope="col">{strings.duration}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((item, index) => (
            <tr part="cookie-row" key={`${item.type ?? ''} ${item.name} ${item.domain ?? ''} ${index}`}>
              <th scope="row">{item.name}</th>
              <td>{text(item.provider)}</td>
              <td>{text(item.purpose)}</td>
              <td>{declaredDuration(item.duration, language, t)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
