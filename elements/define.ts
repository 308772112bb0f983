/**
 * Side-effect entry (`consent-elements/define`): registers every tag at once and hands them the page's manager
 * (src/page, created on first use). The elements are light (no React): each fetches the views and React, the site's
 * own (peer dependency), through a dynamic import the first time it must show something. On a server it registers
 * nothing and throws nothing.
 */
import { pageAccess } from '../src/page/singleton';
import { connectElements } from './page-connection';

export * from './tags';

connectElements(pageAccess);
