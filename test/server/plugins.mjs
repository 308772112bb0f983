import { c15tBackend } from './c15t-backend.mjs';
import { cspPages } from './csp-pages.mjs';
import { distSlow } from './dist-slow.mjs';
import { distWithout } from './dist-without.mjs';
import { mockBackend } from './mock-backend.mjs';

/** Koa middleware for the test server: the scriptable mock backend, the real c15t backend behind a fault proxy, dist/ with a file missing or slow, and pages served under a CSP with a request log. */
export function testServerMiddleware() {
  return [mockBackend, c15tBackend, distWithout, distSlow, cspPages];
}
