// Components imported from TypeScript (the Vite template's vite-env.d.ts does the same through svelte's types).
declare module '*.svelte' {
  import type { Component } from 'svelte';
  const component: Component;
  export default component;
}
