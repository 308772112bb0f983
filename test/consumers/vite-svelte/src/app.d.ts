// The tags' Svelte typings (SvelteHTMLElements), as docs/frameworks/svelte.md tells a Svelte app to load them.
import type {} from 'consent-elements/types/svelte';
