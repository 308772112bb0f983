import { viewOnDemand } from '../../ui/view-on-demand';
import { usePage } from '../shared/page-context';
import { useViewOnDemand } from '../shared/use-view-on-demand';

const tableView = viewOnDemand(
  () => import('./cookie-table').then((module) => module.CategoryDeclaration),
  "Failed to load the cookie declaration's table",
);

/**
 * The declaration's view (fetching a URL, the tables and their styles), fetched the first time a dialog has the
 * `cookieDeclaration` option, so sites without one never download it; undefined until it is there.
 */
export function useCookieTableView(wanted: boolean) {
  return useViewOnDemand(tableView, wanted, usePage().manager);
}
