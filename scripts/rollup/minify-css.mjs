import { transformSync } from 'esbuild';
import MagicString from 'magic-string';
import { themeTokens } from '../build/theme-tokens.mjs';

/**
 * `lazySheet(` followed by a template literal without escapes: its text is the CSS, but for `${…}` declarations
 * (theme.styles.ts puts the theme's token declarations in with `${themeDeclarations(0)}`: a call of theme-tokens.ts
 * with constant arguments is written out at build time, so the table itself never ships).
 */
const SHEET = /lazySheet\(\s*`((?:[^`\\$]|\$\{[^`}]*\}|\$(?!\{))*)`\s*\)/g;

/**
 * Minifies the CSS the views build their constructed stylesheets from (the `*.styles.ts` files): the sources stay
 * readable, the shipped sheets lose about a third of their bytes. A sheet that cannot be parsed fails the build.
 */
export function minifyCss() {
  return {
    name: 'minify-css',
    async transform(code, id) {
      if (!/\.styles\.ts$/.test(id)) return null;
      const tokens = await themeTokens();
      const output = new MagicString(code);
      for (const match of code.matchAll(SHEET)) {
        const text = match[1].replace(/\$\{([^`}]*)\}/g, (_, call) => {
          const [, name, args] = /^\s*(\w+)\(([^()]*)\)\s*$/.exec(call) ?? [];
          if (typeof tokens[name] !== 'function') this.error(`${id}: \${${call}} is no call of theme-tokens.ts`);
          // Constant arguments: numbers and strings in either quote (the formatter writes single quotes).
          const literals = args.replace(/'([^'\\]*)'/g, (_, text) => JSON.stringify(text));
          return tokens[name](...JSON.parse(`[${literals}]`));
        });
        const { code: css, warnings } = transformSync(text, { loader: 'css', minify: true, logLevel: 'silent' });
        if (warnings.length) this.error(`${id}: ${warnings[0].text}`);
        const start = match.index + match[0].indexOf('`');
        output.overwrite(start, start + match[1].length + 2, JSON.stringify(css.trim()));
      }
      return output.hasChanged() ? { code: output.toString(), map: output.generateMap({ hires: true }) } : null;
    },
  };
}
