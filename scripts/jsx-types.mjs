// Generates React 19 JSX typings for our tags from the Custom Elements Manifest.
import { readFileSync, writeFileSync } from 'node:fs';

const typeOf = (attribute) => {
  const text = attribute.type?.text ?? 'string';
  return text === 'boolean' ? "boolean | '' | 'true' | 'false'" : text;
};

export function writeJsxTypes(manifestPath, outPath) {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const tags = manifest.modules.flatMap((module) => module.declarations ?? []).filter((declaration) => declaration.tagName);
  const entries = tags.map((tag) => {
    const attributes = (tag.attributes ?? []).map((attribute) => `      /** ${attribute.description ?? ''} */\n      '${attribute.name}'?: ${typeOf(attribute)};`);
    const events = (tag.events ?? []).map((event) => `'${event.name}'`);
    return [
      `    /** ${tag.summary ?? tag.description ?? ''}${events.length ? ` Fires ${events.join(', ')}.` : ''} */`,
      `    '${tag.tagName}': ConsentElementProps<${tag.name}> & {`,
      ...attributes,
      '    };',
    ].join('\n');
  });
  const imports = tags.map((tag) => tag.name).join(', ');
  writeFileSync(outPath, `// Generated from custom-elements.json by scripts/jsx-types.mjs. Do not edit.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { ${imports} } from '../define';

type ConsentElementProps<E extends HTMLElement> = DetailedHTMLProps<HTMLAttributes<E>, E>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${entries.join('\n')}
    }
  }
}

export {};
`);
}
