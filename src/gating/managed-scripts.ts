/**
 * The drop-in's on-demand file for the `scripts` option (managed-scripts.js): the loader alone, given the core's
 * script writer, so that our Trusted Types policy is asked for once (a second copy would be refused by CSP).
 */
export { createManagedScripts } from './script-loader';
