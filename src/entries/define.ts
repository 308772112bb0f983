/**
 * Side-effect entry (`consent-elements/define`): hands the tags the page's manager (src/page, created on first use)
 * and registers every tag at once. The elements are light (no React): each fetches the views and React, the site's
 * own (peer dependency), through a dynamic import the first time it must show something. On a server it registers
 * nothing and throws nothing.
 */
import * as strings from '../i18n/i18n';
import { bundleStrings } from '../page/browser-environment';
import { pageAccess } from '../page/page-access';
import { viewsOnDemand } from '../../elements/views-on-demand';
import { defineConsentElements } from '../../elements/define-consent-elements';

bundleStrings(strings);
defineConsentElements({ page: pageAccess, views: viewsOnDemand });

export * from '../../elements/tags';
