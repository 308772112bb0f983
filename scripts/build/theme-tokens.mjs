import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';

let loaded;

/**
 * src/ui/theme-tokens.ts, the one table of the theme's custom properties and their defaults (self-contained
 * TypeScript, compiled alone): read by the manifest plugin, the CSS minifier (which writes its declarations into
 * the shipped sheets) and the docs' test.
 */
export function themeTokens() {
  const source = readFileSync(fileURLToPath(new URL('../../src/ui/theme-tokens.ts', import.meta.url)), 'utf8');
  const { code } = transformSync(source, { loader: 'ts', format: 'esm' });
  return (loaded ??= import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`));
}
