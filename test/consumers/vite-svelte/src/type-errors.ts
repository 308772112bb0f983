// Compile-only (svelte-check): what the tags' Svelte typings must reject. Not part of the build.
import type { SvelteHTMLElements } from 'svelte/elements';

// @ts-expect-error: category is one of the five names
export const badCategory: SvelteHTMLElements['consent-frame'] = { category: 'ads' };
// @ts-expect-error: variant is 'dialog' or 'widget'
export const badVariant: SvelteHTMLElements['consent-dialog'] = { variant: 'sidebar' };
export const good: SvelteHTMLElements['consent-banner'] = { 'trap-focus': false };
