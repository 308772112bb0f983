import { c15tBackend } from './c15t-backend.mjs';
import { mockBackend } from './mock-backend.mjs';

/** Koa middleware for the test server: the scriptable mock backend and the real c15t backend behind a fault proxy. */
export function testServerMiddleware() {
  return [mockBackend, c15tBackend];
}
