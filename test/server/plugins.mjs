import { mockBackend } from './mock-backend.mjs';

/** Koa middleware for the test server: the scriptable mock c15t backend. */
export function testServerMiddleware() {
  return [mockBackend];
}
