// Compile-only check of the published option types (dist/index.d.ts): run by `npm run check:types` after a build.
import type { ScriptDefinition } from '../../dist/index.js';

export const byCategory: ScriptDefinition = { id: 'analytics', category: 'measurement', src: '/a.js' };
export const byService: ScriptDefinition = { id: 'video', service: 'youtube', src: '/v.js' };
export const both: ScriptDefinition = { id: 'pixel', service: 'meta', category: 'marketing' };

// @ts-expect-error: a script needs a category or a service
export const neither: ScriptDefinition = { id: 'orphan', src: '/o.js' };
