// The tags' Svelte typings (SvelteHTMLElements), as the README tells a Svelte app to load them.
import type {} from 'consent-elements/types/svelte';
