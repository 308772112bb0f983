import { useId } from 'react';
import type { DeclaredItem } from '../../core/cookie-declaration';
import { formatMessage } from '../../i18n/merge-translations';
import type { Translations } from '../../i18n/types';
import { declaredDuration } from './declared-duration';

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
  const text = t.cookieDeclaration;
  return (
    <div className="cookie-table-frame" id={id} hidden={hidden} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table part="cookie-table" className="cookie-table">
        <caption id={captionId}>{formatMessage(text.caption, { category: title })}</caption>
        <thead>
          <tr>
            <th scope="col">{text.name}</th>
            <th scope="col">{text.provider}</th>
            <th scope="col">{text.purpose}</th>
            <th scope="col">{text.duration}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => (
            <tr part="cookie-row" key={`${item.type ?? ''} ${item.name} ${item.domain ?? ''} ${index}`}>
              <th scope="row">{item.name}</th>
              <td>{item.provider || '—'}</td>
              <td>{item.purpose || '—'}</td>
              <td>{declaredDuration(item.duration, language, t)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
