// Typings generated from the Custom Elements Manifest by break-stuff's maintained generators
// (custom-element-*-integration): React JSX, Vue GlobalComponents, Svelte SvelteHTMLElements, VS Code custom data,
// JetBrains web-types. Each framework file is the generated props plus the few lines that put them where that
// framework reads them. React 19 drops a custom element attribute whose value is `false`, so the elements take
// their boolean attributes as properties too (`false` turns the option off) and the typings allow booleans.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { generateJsxTypes } from 'custom-element-jsx-integration';
import { generateVuejsTypes } from 'custom-element-vuejs-integration';
import { generateSvelteTypes } from 'custom-element-svelte-integration';
import { generateVsCodeCustomElementData } from 'custom-element-vs-code-integration';
import { generateJetBrainsWebTypes } from 'custom-element-jet-brains-integration';

const OUT = 'dist/types';
const BOOLEAN = "boolean | '' | 'true' | 'false'";

/** The manifest as the framework generators read it: attribute types in `frameworkType`, event types as details. */
function forFrameworks(manifest) {
  const copy = structuredClone(manifest);
  for (const declaration of copy.modules.flatMap((module) => module.declarations ?? [])) {
    for (const attribute of declaration.attributes ?? []) {
      const text = attribute.type?.text ?? 'string';
      attribute.frameworkType = { text: text === 'boolean' ? BOOLEAN : text };
    }
    for (const event of declaration.events ?? []) {
      const detail = event.type?.text?.match(/^CustomEvent<(.*)>$/)?.[1];
      if (detail) event.type = { text: detail };
    }
  }
  return copy;
}

const HEADER = '// Generated from custom-elements.json by scripts/build/typings.mjs. Do not edit.\n';

const REACT = `${HEADER}import type { CustomElements } from './react-elements.js';

type ElementProps<E extends HTMLElement> = import('react').DetailedHTMLProps<import('react').HTMLAttributes<E>, E>;

type ReactCustomElements = {
  [Tag in keyof CustomElements]: Omit<CustomElements[Tag], 'style' | 'ref' | 'children'> &
    ElementProps<HTMLElementTagNameMap[Tag]>;
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends ReactCustomElements {}
  }
}

export type { CustomElements };
`;

const SVELTE = `${HEADER}import type { CustomElements } from './svelte-elements.js';

declare module 'svelte/elements' {
  interface SvelteHTMLElements extends CustomElements {}
}

export type { CustomElements };
`;

export function writeTypings(manifestPath) {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const typed = forFrameworks(manifest);
  const options = { outdir: OUT, hideLogs: true, typesSrc: 'frameworkType', descriptionSrc: 'description' };
  mkdirSync(OUT, { recursive: true });
  generateJsxTypes(typed, { ...options, fileName: 'react-elements.d.ts' });
  writeFileSync(`${OUT}/react.d.ts`, REACT);
  generateVuejsTypes(typed, { ...options, fileName: 'vue.d.ts' });
  generateSvelteTypes(typed, { ...options, fileName: 'svelte-elements.d.ts' });
  writeFileSync(`${OUT}/svelte.d.ts`, SVELTE);
  const editors = { outdir: 'dist', hideLogs: true, descriptionSrc: 'description' };
  generateVsCodeCustomElementData(manifest, {
    ...editors,
    htmlFileName: 'vscode.html-custom-data.json',
    cssFileName: 'vscode.css-custom-data.json',
  });
  generateJetBrainsWebTypes(manifest, { ...editors, webTypesFileName: 'web-types.json', packageJson: false });
}
