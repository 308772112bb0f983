// Strict Content-Security-Policy pages for consumer fixtures: the policies, a per-response nonce, and a recorder of
// violations installed before any page script.
import { randomBytes } from 'node:crypto';

export const POLICIES = {
  // Nothing runs or applies without the nonce; no 'unsafe-inline' for scripts or styles.
  nonce: (nonce) => `script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; object-src 'none'; base-uri 'none'`,
  // No nonce and no 'unsafe-inline': only the site's own files.
  self: () => "script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'",
};

/** Trusted Types enforced for scripts, allowing our policy and the `others` a page's bundler creates. */
export const trustedTypes = (...others) =>
  `require-trusted-types-for 'script'; trusted-types ${['consent-elements', ...others].join(' ')}`;

/**
 * The page `body` (HTML holding `nonce="{{nonce}}"`) under policy `csp` (a POLICIES name; none when unknown), with
 * Trusted Types when `tt` is given: a fresh nonce in place of the placeholder, the attribute dropped without one.
 */
export function strictPage(body, { csp, tt }) {
  const policy = POLICIES[csp];
  const nonce = randomBytes(16).toString('base64');
  const html = body.toString().replaceAll(csp === 'nonce' ? '{{nonce}}' : ' nonce="{{nonce}}"', nonce);
  const header = [policy?.(nonce), policy && tt].filter(Boolean).join('; ');
  return { headers: header ? { 'content-security-policy': header } : {}, body: html };
}

/** Installed before any page script: records every CSP and Trusted Types violation in window.__violations. */
export const RECORD_VIOLATIONS = () => {
  window.__violations = [];
  document.addEventListener('securitypolicyviolation', (event) =>
    window.__violations.push(`${event.violatedDirective} ${event.blockedURI || 'inline'}`),
  );
};

/** Forgets the decision (storage and its cookie mirror) and the logged requests: the next page is a first visit. */
export async function forgetDecision(page, requests) {
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  requests.length = 0;
}
