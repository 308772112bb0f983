// node --test: docs/styling.md states the theme's defaults as src/ui/theme-tokens.ts (the stylesheets' and the
// manifest's table) has them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { themeTokens } from '../../scripts/build/theme-tokens.mjs';

test('docs/styling.md lists every theme property with the defaults of theme-tokens.ts', async () => {
  const { THEME_TOKENS, THEME_TOKEN_DESCRIPTIONS } = await themeTokens();
  // Cells compared without their padding: the formatter aligns the table's columns.
  const docs = readFileSync(new URL('../../docs/styling.md', import.meta.url), 'utf8').replace(/ {2,}/g, ' ');
  for (const [name, [light, dark]] of Object.entries(THEME_TOKENS)) {
    const row =
      `| \`--consent-${name}\` | \`${light}\` | ${dark ? `\`${dark}\`` : 'the same'} | ` +
      `${THEME_TOKEN_DESCRIPTIONS[name]} |`;
    assert.ok(docs.includes(row.replace(/ {2,}/g, ' ')), `docs/styling.md has no row ${row}`);
  }
});
