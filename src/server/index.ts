/**
 * consent-elements/server: DOM-free helpers for Node and edge servers. Nothing here touches a browser global.
 */
export { parseConsentCookie } from './parse-consent-cookie';
export type { ConsentCookie } from './parse-consent-cookie';
export type { CategoryName, ConsentInfo, ConsentType, Consents } from '../core/types';
export type { Revision } from '../core/compliance/options';
