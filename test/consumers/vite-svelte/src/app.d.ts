// The tags' Svelte typings (SvelteHTMLElements), as docs/frameworks.md tells a Svelte app to load them.
import type {} from 'consent-elements/types/svelte';
