// A stand-in for the c15t backend with sensible answers, at /mock-api/<namespace>/ (see scripted-endpoint.mjs).
import { scriptedEndpoint } from './scripted-endpoint.mjs';

const ANSWERS = {
  'show-consent-banner': {
    showConsentBanner: true,
    jurisdiction: { code: 'GDPR', message: 'GDPR or equivalent regulations require a cookie banner.' },
    location: { countryCode: 'DE', regionCode: null },
    translations: null,
    branding: 'c15t',
  },
  'consent/set': { success: true },
  'consent/verify': { isValid: true },
};

export const mockBackend = scriptedEndpoint({
  prefix: 'mock-api',
  async fallback(ctx, { endpoint }) {
    const answer = ANSWERS[endpoint];
    ctx.status = answer ? 200 : 404;
    ctx.body = answer ?? { message: 'Not found' };
  },
});
