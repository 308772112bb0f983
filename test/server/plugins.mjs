import { c15tBackend } from './c15t-backend.mjs';
import { distWithout } from './dist-without.mjs';
import { mockBackend } from './mock-backend.mjs';

/** Koa middleware for the test server: the scriptable mock backend, the real c15t backend behind a fault proxy, and dist/ with a file missing. */
export function testServerMiddleware() {
  return [mockBackend, c15tBackend, distWithout];
}
