import { createContext, useContext } from 'react';
import type { PageAccess } from '../../core/page-object';

/** The page's manager and loading bar, as the element hands them to its view (elements/views.ts). */
export const PageContext = createContext<PageAccess | null>(null);

/** The page the element gave its view. */
export const usePage = (): PageAccess => useContext(PageContext)!;
