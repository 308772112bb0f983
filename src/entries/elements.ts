/**
 * Every tag with its views bundled (the demo and the tests), connected to the page: the elements mount without
 * fetching anything. Packages import `consent-elements/define` (define.ts) instead, which fetches the views on demand.
 */
import { defineConsentElements } from '../../elements/define-consent-elements';
import * as views from '../../elements/views';
import { pageAccess } from '../page/page-access';

defineConsentElements({ page: pageAccess, views });

export * from '../../elements/tags';
