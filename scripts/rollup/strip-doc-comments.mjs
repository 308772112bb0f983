// The ESM build is not minified (the site's bundler does that), and esbuild keeps the doc comments inside
// expressions: the options' table (src/core/config-schema.ts) holds each option's documentation for the types and
// the docs, which would ship as about 2 KB gzip of comments. The published .d.ts files carry them; the ESM drops
// every `/** … */` comment (acorn finds them, so strings and templates are safe; magic-string keeps the maps).
// Both come with the build's own tools (terser and @rollup/plugin-replace).
import { parse } from 'acorn';
import MagicString from 'magic-string';

export function stripDocComments() {
  return {
    name: 'strip-doc-comments',
    renderChunk(code) {
      const comments = [];
      parse(code, { ecmaVersion: 'latest', sourceType: 'module', onComment: comments });
      const docs = comments.filter((comment) => comment.type === 'Block' && comment.value.startsWith('*'));
      if (!docs.length) return null;
      const text = new MagicString(code);
      for (const { start, end } of docs) {
        // The whole line when the comment is alone on it.
        const lineStart = code.lastIndexOf('\n', start - 1) + 1;
        const alone = /^\s*$/.test(code.slice(lineStart, start)) && code[end] === '\n';
        text.remove(alone ? lineStart : start, alone ? end + 1 : end);
      }
      return { code: text.toString(), map: text.generateMap({ hires: true }) };
    },
  };
}
